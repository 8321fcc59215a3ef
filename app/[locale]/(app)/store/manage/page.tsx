import { comingSoonPage } from "@/components/layout/coming-soon-page";

const page = comingSoonPage("storeManage", "/store/manage");
export const generateMetadata = page.generateMetadata;
export default page.Page;

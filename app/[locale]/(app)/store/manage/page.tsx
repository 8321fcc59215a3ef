import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("storeManage", "/store/manage");
export const generateMetadata = page.generateMetadata;
export default page.Page;

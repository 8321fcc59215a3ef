import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("home", "/home");
export const generateMetadata = page.generateMetadata;
export default page.Page;

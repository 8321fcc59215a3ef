import { comingSoonPage } from "@/components/layout/coming-soon-page";

const page = comingSoonPage("paymentSuccess", "/payment/success");
export const generateMetadata = page.generateMetadata;
export default page.Page;

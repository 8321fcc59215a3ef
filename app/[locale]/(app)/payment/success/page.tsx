import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("paymentSuccess", "/payment/success");
export const generateMetadata = page.generateMetadata;
export default page.Page;

import { comingSoonPage } from "@/lib/pages/coming-soon-page";

const page = comingSoonPage("stripeSuccess", "/stripe/success");
export const generateMetadata = page.generateMetadata;
export default page.Page;

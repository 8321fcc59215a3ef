import { comingSoonPage } from "@/components/layout/coming-soon-page";

const page = comingSoonPage("stripeSuccess", "/stripe/success");
export const generateMetadata = page.generateMetadata;
export default page.Page;

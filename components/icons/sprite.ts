import "server-only";
import * as ArrowLeft from "lucide-react/icons/arrow-left";
import * as BadgeCheck from "lucide-react/icons/badge-check";
import * as Bell from "lucide-react/icons/bell";
import * as Bird from "lucide-react/icons/bird";
import * as BookOpen from "lucide-react/icons/book-open";
import * as Camera from "lucide-react/icons/camera";
import * as Cat from "lucide-react/icons/cat";
import * as ChartColumn from "lucide-react/icons/chart-column";
import * as ChevronLeft from "lucide-react/icons/chevron-left";
import * as ChevronRight from "lucide-react/icons/chevron-right";
import * as CircleCheck from "lucide-react/icons/circle-check";
import * as Compass from "lucide-react/icons/compass";
import * as Dog from "lucide-react/icons/dog";
import * as Ellipsis from "lucide-react/icons/ellipsis";
import * as Eye from "lucide-react/icons/eye";
import * as EyeOff from "lucide-react/icons/eye-off";
import * as Fish from "lucide-react/icons/fish";
import * as Flag from "lucide-react/icons/flag";
import * as Hash from "lucide-react/icons/hash";
import * as Heart from "lucide-react/icons/heart";
import * as House from "lucide-react/icons/house";
import * as ImagePlus from "lucide-react/icons/image-plus";
import * as Languages from "lucide-react/icons/languages";
import * as LinkTwo from "lucide-react/icons/link-2";
import * as LoaderCircle from "lucide-react/icons/loader-circle";
import * as LogOut from "lucide-react/icons/log-out";
import * as MapPin from "lucide-react/icons/map-pin";
import * as MessageCircle from "lucide-react/icons/message-circle";
import * as Package from "lucide-react/icons/package";
import * as PawPrint from "lucide-react/icons/paw-print";
import * as Pencil from "lucide-react/icons/pencil";
import * as Plus from "lucide-react/icons/plus";
import * as Rabbit from "lucide-react/icons/rabbit";
import * as Search from "lucide-react/icons/search";
import * as SendHorizontal from "lucide-react/icons/send-horizontal";
import * as Settings from "lucide-react/icons/settings";
import * as ShoppingBag from "lucide-react/icons/shopping-bag";
import * as Sparkles from "lucide-react/icons/sparkles";
import * as Store from "lucide-react/icons/store";
import * as Trash from "lucide-react/icons/trash";
import * as TrendingUp from "lucide-react/icons/trending-up";
import * as Truck from "lucide-react/icons/truck";
import * as Turtle from "lucide-react/icons/turtle";
import * as UserRound from "lucide-react/icons/user-round";
import * as Users from "lucide-react/icons/users";
import * as Wallet from "lucide-react/icons/wallet";
import * as X from "lucide-react/icons/x";
import * as Check from "lucide-react/icons/check";
import * as CreditCard from "lucide-react/icons/credit-card";
import * as Minus from "lucide-react/icons/minus";
import * as ShoppingCart from "lucide-react/icons/shopping-cart";
import type { IconName } from "./icon-names";

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconData = { node: IconNode };

/**
 * Lucide's icon modules, by the names components use (typed by IconName: a missing icon fails to compile).
 * Each module exports its drawing as `__iconData`, which lucide's types leave out.
 */
const ICONS: Record<IconName, object> = {
  "arrow-left": ArrowLeft,
  "badge-check": BadgeCheck,
  "bell": Bell,
  "bird": Bird,
  "book-open": BookOpen,
  "camera": Camera,
  "cat": Cat,
  "chart-column": ChartColumn,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  "check": Check,
  "compass": Compass,
  "credit-card": CreditCard,
  "dog": Dog,
  "ellipsis": Ellipsis,
  "eye": Eye,
  "eye-off": EyeOff,
  "fish": Fish,
  "flag": Flag,
  "hash": Hash,
  "heart": Heart,
  "house": House,
  "image-plus": ImagePlus,
  "languages": Languages,
  "link-2": LinkTwo,
  "loader-circle": LoaderCircle,
  "log-out": LogOut,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  "package": Package,
  "paw-print": PawPrint,
  "pencil": Pencil,
  "minus": Minus,
  "plus": Plus,
  "rabbit": Rabbit,
  "search": Search,
  "send-horizontal": SendHorizontal,
  "settings": Settings,
  "shopping-bag": ShoppingBag,
  "shopping-cart": ShoppingCart,
  "sparkles": Sparkles,
  "store": Store,
  "trash": Trash,
  "trending-up": TrendingUp,
  "truck": Truck,
  "turtle": Turtle,
  "user-round": UserRound,
  "users": Users,
  "wallet": Wallet,
  "x": X,
};

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function drawing(name: string, module: object): IconNode {
  const data = (module as { __iconData?: IconData }).__iconData;
  if (!data) throw new Error(`lucide-react no longer exports the drawing of ${name}`);
  return data.node;
}

function symbol(name: string, node: IconNode): string {
  const shapes = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
        .join(" ");
      return `<${tag} ${attrs}/>`;
    })
    .join("");
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
}

/**
 * The sprite: every icon as a <symbol>. Stroke and fill are left to the <svg> that uses it (CSS `.icon`),
 * which is how a liked heart turns red without a second drawing.
 */
export const SPRITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(ICONS)
  .map(([name, module]) => symbol(name, drawing(name, module)))
  .join("")}</svg>`;

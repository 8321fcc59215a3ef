import "server-only";
import * as ArrowLeft from "lucide-react/icons/arrow-left";
import * as BadgeCheck from "lucide-react/icons/badge-check";
import * as Bell from "lucide-react/icons/bell";
import * as Bird from "lucide-react/icons/bird";
import * as BookOpen from "lucide-react/icons/book-open";
import * as Bookmark from "lucide-react/icons/bookmark";
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
import * as Phone from "lucide-react/icons/phone";
import * as Printer from "lucide-react/icons/printer";
import * as ShareTwo from "lucide-react/icons/share-2";
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
import * as AtSign from "lucide-react/icons/at-sign";
import * as Ban from "lucide-react/icons/ban";
import * as CalendarDays from "lucide-react/icons/calendar-days";
import * as CheckCheck from "lucide-react/icons/check-check";
import * as GridThree from "lucide-react/icons/grid-3x3";
import * as HeartOff from "lucide-react/icons/heart-off";
import * as Image from "lucide-react/icons/image";
import * as Info from "lucide-react/icons/info";
import * as Laptop from "lucide-react/icons/laptop";
import * as Moon from "lucide-react/icons/moon";
import * as Sun from "lucide-react/icons/sun";
import * as LayoutDashboard from "lucide-react/icons/layout-dashboard";
import * as LocateFixed from "lucide-react/icons/locate-fixed";
import * as MailExclamationPoint from "lucide-react/icons/mail-exclamation-point";
import * as Mars from "lucide-react/icons/mars";
import * as Menu from "lucide-react/icons/menu";
import * as MessagesSquare from "lucide-react/icons/messages-square";
import * as Play from "lucide-react/icons/play";
import * as RotateCw from "lucide-react/icons/rotate-cw";
import * as UndoTwo from "lucide-react/icons/undo-2";
import * as ChevronDown from "lucide-react/icons/chevron-down";
import * as SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import * as ScrollText from "lucide-react/icons/scroll-text";
import * as Send from "lucide-react/icons/send";
import * as ShieldBan from "lucide-react/icons/shield-ban";
import * as Smartphone from "lucide-react/icons/smartphone";
import * as Star from "lucide-react/icons/star";
import * as Tag from "lucide-react/icons/tag";
import * as UserPlus from "lucide-react/icons/user-plus";
import * as Venus from "lucide-react/icons/venus";
import * as WifiOff from "lucide-react/icons/wifi-off";
import type { IconName } from "./icon-names";

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconData = { node: IconNode };

/**
 * Lucide's icon modules, by the names components use (typed by IconName: a missing icon fails to compile).
 * Each module exports its drawing as `__iconData`, which lucide's types leave out.
 */
const ICONS: Record<IconName, object> = {
  "arrow-left": ArrowLeft,
  "at-sign": AtSign,
  "badge-check": BadgeCheck,
  ban: Ban,
  bell: Bell,
  bird: Bird,
  "book-open": BookOpen,
  bookmark: Bookmark,
  "calendar-days": CalendarDays,
  camera: Camera,
  cat: Cat,
  "chart-column": ChartColumn,
  check: Check,
  "check-check": CheckCheck,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "circle-check": CircleCheck,
  compass: Compass,
  "credit-card": CreditCard,
  dog: Dog,
  ellipsis: Ellipsis,
  eye: Eye,
  "eye-off": EyeOff,
  fish: Fish,
  flag: Flag,
  "grid-3x3": GridThree,
  hash: Hash,
  heart: Heart,
  "heart-off": HeartOff,
  house: House,
  image: Image,
  "image-plus": ImagePlus,
  info: Info,
  languages: Languages,
  laptop: Laptop,
  moon: Moon,
  sun: Sun,
  "layout-dashboard": LayoutDashboard,
  "link-2": LinkTwo,
  "loader-circle": LoaderCircle,
  "locate-fixed": LocateFixed,
  "log-out": LogOut,
  "mail-exclamation-point": MailExclamationPoint,
  "map-pin": MapPin,
  mars: Mars,
  menu: Menu,
  "message-circle": MessageCircle,
  "messages-square": MessagesSquare,
  minus: Minus,
  package: Package,
  "paw-print": PawPrint,
  pencil: Pencil,
  phone: Phone,
  printer: Printer,
  play: Play,
  plus: Plus,
  rabbit: Rabbit,
  "rotate-cw": RotateCw,
  "undo-2": UndoTwo,
  "chevron-down": ChevronDown,
  "sliders-horizontal": SlidersHorizontal,
  "scroll-text": ScrollText,
  search: Search,
  send: Send,
  "send-horizontal": SendHorizontal,
  settings: Settings,
  "share-2": ShareTwo,
  "shield-ban": ShieldBan,
  "shopping-bag": ShoppingBag,
  "shopping-cart": ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  star: Star,
  store: Store,
  tag: Tag,
  trash: Trash,
  "trending-up": TrendingUp,
  truck: Truck,
  turtle: Turtle,
  "user-plus": UserPlus,
  "user-round": UserRound,
  users: Users,
  venus: Venus,
  wallet: Wallet,
  "wifi-off": WifiOff,
  x: X,
};

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function drawing(name: string, module: object): IconNode {
  const data = (module as { __iconData?: IconData }).__iconData;
  if (!data) throw new Error(`lucide-react no longer exports the drawing of ${name}`);
  return data.node;
}

function symbol(name: string, node: IconNode): string {
  const shapes = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        // A few drawings fill a dot with currentColor (tag's hole); its stroke already draws the dot, and
        // fills belong to the <svg> that uses the symbol.
        .filter(([key]) => key !== "key" && key !== "fill")
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

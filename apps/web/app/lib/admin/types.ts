/** Answers of the admin calls (apps/api modules' DTOs), as the back office reads them. */
import type { Settings } from '@shop/domain';
import type { Product, ProductSize, ProductVariant } from '../products';

export type { Product, ProductSize, ProductVariant, Settings };

export interface Commission {
  id: string;
  slug: string;
  productName: string;
  price: number;
  compare_price: number | null;
  brand: string;
  cat: string;
  sub_cat: string | null;
  image: string;
  description: string;
  variants: ProductVariant[];
  status: string;
  createdAt: string;
}

export interface Coupon {
  id: string;
  code: string;
  description: string;
  percentage: number;
  remainingUses: number;
  usageRecord: { dateUsed: string }[];
  createdAt: string;
}

export interface Promotion {
  id: string;
  slug: string;
  title: string;
  description: string;
  img: string;
  type: string;
  categories: string[];
  subcategories: string[];
  giftCategories: string[];
  giftSubcategories: string[];
  endDate: string;
  disabled: boolean;
  video_youtube: string | null;
  usageRecord: { dateUsed: string }[];
  createdAt: string;
}

export interface AdminUser {
  id: string;
  username: string;
  email: string;
  countryCode: string;
  phone: string;
  country: string;
  status: string;
  owner: boolean;
  checked: boolean;
  createdAt: string;
}

export interface OrderItem {
  /** The line's position ("1", "2"…): the admin edits lines by it. */
  lineId: string;
  id: string;
  name: string;
  size: string;
  quantity: number;
  price: number;
  variant: { id: number; variant: string; imgUrl: string[] };
  promotion: { id: string; title: string; type: string } | null;
}

export interface OrderShipment {
  street_name: string;
  street_number: string;
  floor: string;
  apartment: string;
  aclaration: string;
  city_name: string;
  state_name: string;
  zipCode: string;
  rate: { productName: string; deliveredType: string; agencyAddress: string; agencyCode: string };
}

/** An order as GET /api/orders and GET /api/order/:id answer it (apps/api orders toOrderDto). */
export interface Order {
  id: string;
  order_number: number;
  name: string;
  email: string;
  phone: string;
  client_id: string;
  items: OrderItem[];
  status: string;
  status_detail: string;
  track_id: string;
  admin_comment: string;
  order_type: string;
  payment_method: string;
  subtotal: number;
  promotion_discount: number;
  transfer_discount: number;
  coupon_discount: number;
  coupon: { code: string; percentage: number | null } | null;
  shipping_amount: number;
  transaction_amount: number;
  transaction_details: { net_received_amount: number | null; total_paid_amount: number | null };
  shipping_type: string;
  shipment: OrderShipment;
  createdAt: string;
  updatedAt: string;
}

import { Link, useNavigate } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { CouponForm } from '../../features/coupons/coupon-form';
import { PageHeader } from '../../components/admin/page-header';
import { adminMeta } from '../../lib/admin/meta';
import type { Route } from './+types/discounts-form';
import { buttonClass } from '../../components/ui/button';

export const meta: Route.MetaFunction = () => adminMeta('Nuevo cupón');

/** /discounts-form: the add-coupon form on its own; back to the list once saved. */
export default function DiscountsForm() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Nuevo cupón" subtitle="Código, descuento, condiciones y cantidad de usos.">
        <Link to="/discounts" className={buttonClass('outline')}>
          Volver a cupones
        </Link>
      </PageHeader>
      <section className={styles.card}>
        <CouponForm onSaved={() => void navigate('/discounts')} />
      </section>
    </>
  );
}

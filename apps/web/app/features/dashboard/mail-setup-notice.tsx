import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { buttonClass } from '../../components/ui/button';

export const NO_MAIL_SERVER_WARNING =
  'No hay un servidor de correo configurado (SMTP_URL): no sale ningún email. Los clientes no reciben la confirmación ni el seguimiento de su pedido, y a vos no te llega el aviso de pedidos nuevos por email; quedan pendientes en Correos hasta que se configure.';

/** The dashboard's warning while this server sends no e-mail (issue 44). */
export function MailSetupNotice({ smtpConfigured }: { smtpConfigured: boolean }) {
  if (smtpConfigured) return null;
  return (
    <div className={styles.alert} role="status">
      <p className={styles.alertText}>{NO_MAIL_SERVER_WARNING}</p>
      <Link to="/correos" className={buttonClass('outline', { small: true })}>
        Ver correos pendientes
      </Link>
    </div>
  );
}

import { deliveryBusinessDays, deliveryDaysText, freeShippingPromise } from '@shop/domain';
import styles from './content.module.css';
import type { InfoPath } from './info-pages';
import { OrderTracking } from './order-tracking';
import { formatPesosShort } from '../../lib/shop-settings';
import { BootSizeGuide, ClothingSizeGuide, SneakerSizeGuide } from './size-guides';
import { ShopLink } from '../shop-link';

export interface InfoContext {
  freeShippingThreshold: number;
  transferDiscountPercent: number;
  homeDeliverySurcharge: number;
}

function Shipping(terms: InfoContext) {
  const { freeShippingThreshold } = terms;
  return (
    <>
      <p className={styles.lead}>
        Enviamos a todo el país con Correo Argentino. {freeShippingPromise(terms)}.
      </p>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <strong>{terms.homeDeliverySurcharge > 0 ? 'Gratis a sucursal' : 'Gratis'}</strong>
          <span>desde {formatPesosShort(freeShippingThreshold)} de compra</span>
        </li>
        <li className={styles.fact}>
          <strong>{deliveryDaysText('S')}</strong>
          <span>retirando en una sucursal de Correo Argentino</span>
        </li>
        <li className={styles.fact}>
          <strong>{deliveryDaysText('D')}</strong>
          <span>con entrega a domicilio</span>
        </li>
      </ul>
      <h2>Cómo calculamos el envío</h2>
      <p>
        En la página de cada producto y en el checkout podés ingresar tu código postal para ver el
        costo y las sucursales más cercanas. El costo depende del peso y el tamaño del paquete y del
        destino.
      </p>
      <h2>Plazos</h2>
      <ul>
        <li>Los plazos se cuentan desde el día de la compra.</li>
        <li>Envío a sucursal: de {deliveryDaysText('S')}.</li>
        <li>Envío a domicilio: de {deliveryDaysText('D')}.</li>
        <li>
          Los productos <ShopLink to="/encargo">por encargo</ShopLink> demoran de 30 a 35 días
          hábiles.
        </li>
      </ul>
      <p>
        Cuando despachamos tu pedido te enviamos el código de seguimiento por e-mail. Mirá{' '}
        <ShopLink to="/seguimiento-de-ordenes">cómo seguir tu orden</ShopLink>.
      </p>
    </>
  );
}

function Payments({ transferDiscountPercent }: InfoContext) {
  return (
    <>
      <p className={styles.lead}>Elegí cómo pagar al finalizar tu compra.</p>
      <h2>Transferencia bancaria: {transferDiscountPercent}% off</h2>
      <p>
        Pagando por transferencia tenés un {transferDiscountPercent}% de descuento sobre el subtotal
        de tu compra. Al confirmar el pedido te mostramos los datos de la cuenta y lo reservamos
        hasta que nos envíes el comprobante por WhatsApp.
      </p>
      <h2>Mercado Pago: tarjetas hasta 12 cuotas</h2>
      <p>
        Con Mercado Pago podés pagar con tarjetas de crédito y débito en hasta 12 cuotas, o con el
        dinero de tu cuenta. El pago se procesa en el sitio seguro de Mercado Pago.
      </p>
      <h2>Efectivo: Rapipago y Pago Fácil</h2>
      <p>
        Elegí Mercado Pago y luego la opción de pago en efectivo: imprimís o mostrás el cupón en
        cualquier Rapipago o Pago Fácil. Tu pedido se aprueba cuando el pago se acredita.
      </p>
    </>
  );
}

function Tracking() {
  return (
    <>
      <p className={styles.lead}>
        Cuando despachamos tu pedido te enviamos un e-mail con el código de seguimiento de Correo
        Argentino.
      </p>
      <p>
        Ingresá el número de pedido y el e-mail de la compra para ver su estado y las novedades del
        envío, o abrí el enlace del e-mail.
      </p>
      <OrderTracking />
      <ol>
        <li>Revisá el e-mail que usaste en la compra (mirá también la carpeta de spam).</li>
        <li>Copiá el código de seguimiento que te enviamos.</li>
        <li>
          Ingresalo en el seguimiento de envíos de Correo Argentino para ver dónde está tu paquete.
        </li>
      </ol>
      <p>
        Si pasaron más de {deliveryBusinessDays().max} días hábiles desde la compra o no recibiste
        el código, <ShopLink to="/ayuda">escribinos</ShopLink> con tu número de pedido.
      </p>
    </>
  );
}

function Returns() {
  return (
    <>
      <p className={styles.lead}>
        Tenés 4 semanas desde que recibís tu compra para cambiarla o devolverla. La garantía de los
        productos también es de 4 semanas.
      </p>
      <h2>Condiciones</h2>
      <ul>
        <li>El producto tiene que estar sin uso, con sus etiquetas y en su caja original.</li>
        <li>Presentá el número de pedido o el comprobante de compra.</li>
        <li>
          Los cambios de talle están sujetos a stock; si no hay, te ofrecemos otro producto o la
          devolución del dinero.
        </li>
      </ul>
      <div className={styles.callout}>
        <p>
          <strong>No tienen devolución</strong> los productos personalizados ni los comprados con
          descuento o dentro de una promoción.
        </p>
      </div>
      <h2>Cómo iniciar un cambio o devolución</h2>
      <p>
        <ShopLink to="/ayuda">Contactanos</ShopLink> por WhatsApp o e-mail con tu número de pedido y
        el motivo. Te indicamos cómo enviar el producto. Tu derecho a revocar la compra dentro de
        los 10 días corridos se rige por la Ley 24.240 de Defensa del Consumidor.
      </p>
    </>
  );
}

function SizeGuide() {
  return (
    <>
      <p className={styles.lead}>
        Usá estas tablas para elegir tu talle. Si tenés dudas entre dos talles, escribinos y te
        ayudamos.
      </p>
      <h2>Botines</h2>
      <figure className={styles.figure}>
        <BootSizeGuide />
        <figcaption>Botines: talles AR 39 a 45 con su equivalencia US y en centímetros.</figcaption>
      </figure>
      <h2>Indumentaria</h2>
      <figure className={styles.figure}>
        <ClothingSizeGuide />
        <figcaption>Camisetas, buzos y camperas: talles S a XXL, pecho y largo en cm.</figcaption>
      </figure>
      <h2>Zapatillas</h2>
      <figure className={styles.figure}>
        <SneakerSizeGuide />
        <figcaption>Zapatillas: talles 34 a 45 (mujer 34 a 38, hombre 39 a 45).</figcaption>
      </figure>
    </>
  );
}

const CONTENT: Record<InfoPath, (context: InfoContext) => React.JSX.Element> = {
  '/envios': Shipping,
  '/metodos-de-pago': Payments,
  '/seguimiento-de-ordenes': Tracking,
  '/devoluciones': Returns,
  '/guia-de-talles': SizeGuide,
};

export function InfoContent({ path, context }: { path: InfoPath; context: InfoContext }) {
  const Content = CONTENT[path];
  return <Content {...context} />;
}

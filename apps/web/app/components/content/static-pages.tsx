import styles from './content.module.css';
import type { ContactLinks } from '../../lib/shop-settings';
import { freeShippingPromise } from '@shop/domain';
import { useShopTerms } from '../../lib/shop-terms';
import { VideoBlock } from './video-block';
import { ShopLink } from '../shop-link';

export interface StaticPageProps {
  contact: ContactLinks;
  serviceHours: string;
  /** The brand video's YouTube id, when the admin has set one. */
  brandVideoId: string | null;
}

export interface StaticPage {
  title: string;
  eyebrow: string;
  description: string;
  Body: (props: StaticPageProps) => React.JSX.Element;
}

function AboutBody({ brandVideoId }: StaticPageProps) {
  const terms = useShopTerms();
  return (
    <>
      <p className={styles.lead}>
        Somos una tienda deportiva argentina. Empezamos vendiendo botines entre amigos del fútbol de
        los martes y hoy enviamos botines, camisetas, indumentaria y zapatillas a todo el país.
      </p>
      <VideoBlock
        videoId={brandVideoId}
        title="Nuestra historia"
        caption="Nuestra historia en 1 minuto"
      />
      <h2>Nuestra historia</h2>
      <p>
        Todo arrancó en 2016, con una mesa, un par de cajas de botines y un local chico a la vuelta
        de una cancha de fútbol 5. Los que jugaban ahí nos pedían modelos que no se conseguían, así
        que empezamos a traerlos por encargo. Con el tiempo sumamos camisetas, ropa de entrenamiento
        y zapatillas urbanas.
      </p>
      <p>
        Hoy trabajamos con las marcas Adidas, Nike y Puma, y seguimos haciendo lo mismo que el
        primer día: recomendar el botín justo para cada cancha y cada pie.
      </p>
      <h2>Lo que nos importa</h2>
      <ul>
        <li>Productos originales, con garantía de 4 semanas.</li>
        <li>Atención real, por personas que juegan: escribinos y te asesoramos con el talle.</li>
        <li>Envíos a todo el país con Correo Argentino. {freeShippingPromise(terms)}.</li>
      </ul>
      <p>
        ¿Querés saber dónde estuvimos antes? Leé <ShopLink to="/journal">nuestro journal</ShopLink>.
      </p>
    </>
  );
}

function JournalBody() {
  return (
    <>
      <p className={styles.lead}>Notas de la tienda, desde la primera cancha hasta hoy.</p>
      <article>
        <h2>Donde empezamos: nuestro primer local</h2>
        <p>
          <time dateTime="2016-03">Marzo de 2016</time>
        </p>
        <p>
          Nuestro primer local estaba en Villa Crespo, Ciudad Autónoma de Buenos Aires, al lado de
          una cancha de fútbol 5. Era un salón de tres por cuatro con una pared de botines y un
          banco para probárselos. Los sábados a la mañana se llenaba de equipos que pasaban antes
          del partido.
        </p>
        <p>
          En 2020 cerramos ese local y pasamos a vender solo online, con envíos a todo el país. Ya
          no atendemos en esa dirección: hoy todas las compras se hacen en esta tienda y los pedidos
          salen por Correo Argentino.
        </p>
      </article>
      <article>
        <h2>De la cancha a todo el país</h2>
        <p>
          El cambio nos permitió llegar a jugadores de todas las provincias y sumar la modalidad{' '}
          <ShopLink to="/encargo">por encargo</ShopLink> para los modelos que no tenemos en stock.
        </p>
      </article>
    </>
  );
}

function ContactBody({ contact, serviceHours }: StaticPageProps) {
  return (
    <>
      <p className={styles.lead}>Estamos para ayudarte con tu compra, tus talles y tus envíos.</p>
      <dl className={styles.details}>
        <dt>WhatsApp</dt>
        <dd>
          <a href={contact.whatsapp} target="_blank" rel="noopener noreferrer">
            {contact.whatsappLabel}
          </a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={contact.mailto}>{contact.email}</a>
        </dd>
        {contact.instagram && (
          <>
            <dt>Instagram</dt>
            <dd>
              <a href={contact.instagram} target="_blank" rel="noopener noreferrer">
                Mensaje directo
              </a>
            </dd>
          </>
        )}
        <dt>Horario</dt>
        <dd>{serviceHours}</dd>
        <dt>Atención</dt>
        <dd>Tienda online, con envíos a todo el país</dd>
      </dl>
      <p>
        Para consultas sobre un pedido, tené a mano tu número de orden. También podés ver las{' '}
        <ShopLink to="/ayuda">preguntas frecuentes y la información de ayuda</ShopLink>.
      </p>
    </>
  );
}

function TermsBody() {
  const { transferDiscountPercent } = useShopTerms();
  return (
    <>
      <p className={styles.lead}>
        Estos términos regulan el uso de esta tienda online y las compras que hagas en ella. Al
        comprar, aceptás estas condiciones.
      </p>
      <h2>1. Ámbito</h2>
      <p>
        La tienda vende artículos deportivos a consumidores de la República Argentina. Las
        operaciones se rigen por las leyes argentinas, en particular la Ley 24.240 de Defensa del
        Consumidor y sus modificatorias, y el Código Civil y Comercial de la Nación.
      </p>
      <h2>2. Precios y medios de pago</h2>
      <p>
        Los precios están expresados en pesos argentinos (ARS) e incluyen IVA. Pagando por
        transferencia bancaria se aplica un {transferDiscountPercent}% de descuento sobre el
        subtotal. Con Mercado Pago podés pagar con tarjeta en hasta 12 cuotas o en efectivo. Los
        precios y la disponibilidad pueden cambiar sin aviso hasta que confirmás el pedido.
      </p>
      <h2>3. Confirmación de la compra</h2>
      <p>
        El pedido se confirma cuando el pago es acreditado. Los pedidos por transferencia quedan
        reservados hasta recibir el comprobante. Nos reservamos el derecho de cancelar un pedido por
        falta de stock, devolviendo el importe abonado.
      </p>
      <h2>4. Envíos</h2>
      <p>
        Los envíos se realizan por Correo Argentino a sucursal o a domicilio, en los plazos
        indicados en <ShopLink to="/envios">Envíos</ShopLink>. Los productos por encargo demoran de
        30 a 35 días hábiles.
      </p>
      <h2>5. Derecho de arrepentimiento</h2>
      <p>
        Según el artículo 34 de la Ley 24.240, podés revocar la compra dentro de los 10 días
        corridos desde que recibís el producto, sin costo y sin dar motivos, devolviéndolo en las
        mismas condiciones en que lo recibiste.
      </p>
      <h2>6. Cambios, devoluciones y garantía</h2>
      <p>
        Tenés 4 semanas para cambios y devoluciones. Quedan excluidos los productos personalizados y
        los comprados con descuento o promoción, salvo defectos de fabricación o el derecho de
        arrepentimiento previsto por la ley. Más información en{' '}
        <ShopLink to="/devoluciones">Cambios y devoluciones</ShopLink>.
      </p>
      <h2>7. Contacto y reclamos</h2>
      <p>
        Podés hacer consultas y reclamos por los canales de{' '}
        <ShopLink to="/contact">contacto</ShopLink>. Si no quedás conforme, podés acudir a la
        Dirección Nacional de Defensa del Consumidor o al organismo de tu provincia.
      </p>
    </>
  );
}

function PrivacyBody() {
  return (
    <>
      <p className={styles.lead}>
        Cuidamos tus datos personales según la Ley 25.326 de Protección de los Datos Personales y
        sus normas complementarias.
      </p>
      <h2>Qué datos guardamos</h2>
      <p>
        Nombre, e-mail, teléfono, DNI/CUIT, dirección de entrega y el detalle de tus pedidos. No
        guardamos los datos de tu tarjeta: los procesa Mercado Pago.
      </p>
      <h2>Para qué los usamos</h2>
      <ul>
        <li>Procesar y enviar tus pedidos y emitir la factura.</li>
        <li>Enviarte el código de seguimiento y responder tus consultas.</li>
        <li>Enviarte novedades, solo si te suscribiste al newsletter.</li>
      </ul>
      <h2>Con quién los compartimos</h2>
      <p>
        Solo con quienes necesitamos para completar tu compra: el correo que entrega el pedido y el
        procesador de pagos. No vendemos ni cedemos tus datos a terceros.
      </p>
      <h2>Tus derechos</h2>
      <p>
        Podés pedir acceso, rectificación, actualización o supresión de tus datos escribiéndonos por
        los canales de <ShopLink to="/contact">contacto</ShopLink>. El titular de los datos tiene la
        facultad de ejercer el derecho de acceso en forma gratuita a intervalos no inferiores a seis
        meses, salvo interés legítimo (art. 14, inc. 3 de la Ley 25.326). La Agencia de Acceso a la
        Información Pública, órgano de control de la Ley 25.326, atiende las denuncias y reclamos
        por incumplimiento de las normas de protección de datos personales.
      </p>
      <h2>Cookies y almacenamiento local</h2>
      <p>
        Guardamos tu carrito y tus filtros en el almacenamiento local de tu navegador para que no se
        pierdan. Podés borrarlos desde la configuración del navegador.
      </p>
    </>
  );
}

const ABOUT: StaticPage = {
  title: 'Sobre nosotros',
  eyebrow: 'La tienda',
  description:
    'Somos una tienda deportiva argentina: botines, camisetas, indumentaria y zapatillas con envíos a todo el país.',
  Body: AboutBody,
};

/** Route id (routes.ts) -> page. */
export const STATIC_PAGES: Record<string, StaticPage & { path: string }> = {
  'static-sobre-nosotros': { ...ABOUT, path: '/sobre-nosotros' },
  'static-about': { ...ABOUT, path: '/about' },
  'static-journal': {
    path: '/journal',
    title: 'Journal',
    eyebrow: 'Historias',
    description: 'Notas de la tienda: nuestro primer local y cómo llegamos a todo el país.',
    Body: JournalBody,
  },
  'static-contact': {
    path: '/contact',
    title: 'Contacto',
    eyebrow: 'Hablemos',
    description: 'WhatsApp, e-mail, Instagram y horarios de atención de la tienda.',
    Body: ContactBody,
  },
  'static-terminos': {
    path: '/terminos-y-condiciones',
    title: 'Términos y condiciones',
    eyebrow: 'Legales',
    description:
      'Condiciones de compra de la tienda online según la Ley 24.240 de Defensa del Consumidor.',
    Body: TermsBody,
  },
  'static-privacidad': {
    path: '/politicas-de-privacidad',
    title: 'Políticas de privacidad',
    eyebrow: 'Legales',
    description:
      'Cómo tratamos tus datos personales según la Ley 25.326 de Protección de Datos Personales.',
    Body: PrivacyBody,
  },
};

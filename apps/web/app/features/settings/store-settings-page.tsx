import type { Settings } from '@shop/domain';
import { settingsSchema, STAFF_AREA_REFUSALS } from '@shop/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styles from '../../components/admin/admin.module.css';
import { Field } from '../../components/admin/field';
import { FormAlert } from '../../components/admin/form-alert';
import { PageHeader } from '../../components/admin/page-header';
import { SAVED_TEXT, useEntityForm } from '../../components/admin/entity-form';
import { TransferSetupNotice } from './transfer-setup-notice';
import { MessageTemplatesEditor } from './message-templates';
import { adminJson } from '../../lib/admin/api';
import { domainResolver, numberValue } from '../../lib/admin/form-resolver';
import { OwnerOnlyNote } from '../../components/admin/owner-only-note';
import noteStyles from '../../components/admin/owner-only-note.module.css';
import { useMayUse } from '../../lib/admin/admin-context';
import { Button } from '../../components/ui/button';

export async function loadSettings() {
  return { settings: await adminJson<Settings>('/api/admin/settings') };
}

interface SettingsFormValues {
  transferDiscountPercent: string;
  freeShippingThreshold: string;
  homeDeliverySurcharge: string;
  lowStockThreshold: string;
  autoImportShipments: boolean;
  bankAccount: Settings['bankAccount'];
  contact: Settings['contact'];
  sender: Settings['sender'];
  brandVideoYoutube: string;
  statementDescriptor: string;
  serviceHours: string;
  messageTemplates: Settings['messageTemplates'];
}

function formValues(settings: Settings): SettingsFormValues {
  return {
    transferDiscountPercent: String(settings.transferDiscountPercent),
    freeShippingThreshold: String(settings.freeShippingThreshold),
    homeDeliverySurcharge: String(settings.homeDeliverySurcharge),
    lowStockThreshold: String(settings.lowStockThreshold),
    autoImportShipments: settings.autoImportShipments,
    bankAccount: { ...settings.bankAccount },
    contact: { ...settings.contact },
    sender: { ...settings.sender },
    brandVideoYoutube: settings.brandVideoYoutube,
    statementDescriptor: settings.statementDescriptor,
    serviceHours: settings.serviceHours,
    messageTemplates: settings.messageTemplates.map((template) => ({ ...template })),
  };
}

function settingsBody(values: SettingsFormValues) {
  return {
    ...values,
    transferDiscountPercent: numberValue(values.transferDiscountPercent),
    freeShippingThreshold: numberValue(values.freeShippingThreshold),
    homeDeliverySurcharge: numberValue(values.homeDeliverySurcharge),
    lowStockThreshold: numberValue(values.lowStockThreshold),
  };
}

/** /ajustes: the store settings the storefront and the checkout read (GET/PUT /api/settings). */
export function StoreSettingsPage({
  loaderData,
}: {
  loaderData: Awaited<ReturnType<typeof loadSettings>>;
}) {
  const mayChange = useMayUse('settings');
  const [savedSettings, setSavedSettings] = useState(loaderData.settings);
  const form = useForm<SettingsFormValues>({
    defaultValues: formValues(loaderData.settings),
    resolver: domainResolver(settingsSchema, settingsBody),
  });
  const entity = useEntityForm(form, {
    detail: false,
    send: (values) =>
      adminJson<Settings>('/api/settings', { method: 'PUT', body: settingsBody(values) }),
    saved: SAVED_TEXT,
    onSaved: (saved) => {
      form.reset(formValues(saved));
      setSavedSettings(saved);
    },
  });
  const { register } = form;
  const { errors, isDirty, isSubmitting } = form.formState;

  return (
    <>
      <PageHeader
        title="Ajustes de la tienda"
        subtitle="Se aplican a la tienda y al checkout apenas se guardan."
      />
      {mayChange ? null : (
        <OwnerOnlyNote>{STAFF_AREA_REFUSALS.settings} Los ves para consultarlos.</OwnerOnlyNote>
      )}
      <form onSubmit={entity.submit} noValidate aria-label="Ajustes de la tienda">
        <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
        <TransferSetupNotice settings={savedSettings} />
        <fieldset className={noteStyles.readOnly} disabled={!mayChange}>
          <section className={styles.card} aria-labelledby="ajustes-precios">
            <h2 id="ajustes-precios" className={styles.cardTitle}>
              Precios y envíos
            </h2>
            <div className={styles.formGrid}>
              <Field
                label="Descuento por transferencia (%)"
                error={errors.transferDiscountPercent?.message}
              >
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  max={100}
                  step="0.01"
                  {...register('transferDiscountPercent')}
                />
              </Field>
              <Field
                label="Envío gratis desde ($)"
                error={errors.freeShippingThreshold?.message}
                hint="Subtotal del carrito a partir del cual el envío es gratis."
              >
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  step="0.01"
                  {...register('freeShippingThreshold')}
                />
              </Field>
              <Field
                label="Recargo por envío a domicilio ($)"
                error={errors.homeDeliverySurcharge?.message}
              >
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  step="0.01"
                  {...register('homeDeliverySurcharge')}
                />
              </Field>
              <Field
                label="Stock bajo: avisar con (unidades o menos)"
                error={errors.lowStockThreshold?.message}
                hint="Los talles con este stock o menos se muestran en el panel y en el aviso diario por email."
              >
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  max={1000}
                  step="1"
                  {...register('lowStockThreshold')}
                />
              </Field>
              <div className={`${styles.checkboxRow} ${styles.wide}`}>
                <label className={styles.checkbox}>
                  <input type="checkbox" {...register('autoImportShipments')} />
                  Generar el envío en Correo Argentino automáticamente al aprobarse el pago
                </label>
              </div>
              <Field
                label="Nombre en el resumen de la tarjeta"
                error={errors.statementDescriptor?.message}
                hint="Lo que el comprador lee en el resumen de su tarjeta al pagar con Mercado Pago (hasta 16 caracteres)."
              >
                <input
                  className={styles.input}
                  maxLength={16}
                  {...register('statementDescriptor')}
                />
              </Field>
            </div>
          </section>
          <section className={styles.card} aria-labelledby="ajustes-banco">
            <h2 id="ajustes-banco" className={styles.cardTitle}>
              Cuenta para transferencias
            </h2>
            <p className={styles.hint}>Se muestra en la página de orden por transferencia.</p>
            <div className={styles.formGrid}>
              <Field label="Banco" error={errors.bankAccount?.bank?.message}>
                <input className={styles.input} {...register('bankAccount.bank')} />
              </Field>
              <Field label="Titular" error={errors.bankAccount?.holder?.message}>
                <input className={styles.input} {...register('bankAccount.holder')} />
              </Field>
              <Field label="CBU" error={errors.bankAccount?.cbu?.message}>
                <input
                  className={styles.input}
                  inputMode="numeric"
                  {...register('bankAccount.cbu')}
                />
              </Field>
              <Field label="Alias" error={errors.bankAccount?.alias?.message}>
                <input className={styles.input} {...register('bankAccount.alias')} />
              </Field>
              <Field label="CUIT" error={errors.bankAccount?.cuit?.message}>
                <input
                  className={styles.input}
                  inputMode="numeric"
                  {...register('bankAccount.cuit')}
                />
              </Field>
            </div>
          </section>
          <section className={styles.card} aria-labelledby="ajustes-remitente">
            <h2 id="ajustes-remitente" className={styles.cardTitle}>
              Remitente
            </h2>
            <p className={styles.hint}>
              Va en las etiquetas de envío y en el encabezado de los remitos: a esta dirección
              devuelve Correo Argentino un paquete que no pudo entregar.
            </p>
            <div className={styles.formGrid}>
              <Field label="Nombre" error={errors.sender?.name?.message}>
                <input className={styles.input} {...register('sender.name')} />
              </Field>
              <Field
                label="Dirección"
                error={errors.sender?.address?.message}
                hint="Calle, número, piso y depto."
              >
                <input
                  className={styles.input}
                  autoComplete="street-address"
                  {...register('sender.address')}
                />
              </Field>
              <Field label="Localidad" error={errors.sender?.city?.message}>
                <input className={styles.input} {...register('sender.city')} />
              </Field>
              <Field label="Provincia" error={errors.sender?.province?.message}>
                <input className={styles.input} {...register('sender.province')} />
              </Field>
              <Field
                label="Código postal"
                error={errors.sender?.zipCode?.message}
                hint="4 dígitos (1425) o la forma C1425ABC."
              >
                <input className={styles.input} {...register('sender.zipCode')} />
              </Field>
            </div>
          </section>
          <section className={styles.card} aria-labelledby="ajustes-contacto">
            <h2 id="ajustes-contacto" className={styles.cardTitle}>
              Contacto y atención
            </h2>
            <div className={styles.formGrid}>
              <Field
                label="WhatsApp"
                error={errors.contact?.whatsapp?.message}
                hint="Con código de país, por ejemplo 5491155550000."
              >
                <input className={styles.input} inputMode="tel" {...register('contact.whatsapp')} />
              </Field>
              <Field label="Email" error={errors.contact?.email?.message}>
                <input className={styles.input} type="email" {...register('contact.email')} />
              </Field>
              <Field label="Teléfono" error={errors.contact?.phone?.message}>
                <input className={styles.input} type="tel" {...register('contact.phone')} />
              </Field>
              <Field
                label="Instagram"
                error={errors.contact?.instagram?.message}
                hint="Enlace al perfil, por ejemplo https://www.instagram.com/tutienda."
              >
                <input className={styles.input} type="url" {...register('contact.instagram')} />
              </Field>
              <Field
                label="Video de la marca (YouTube)"
                error={errors.brandVideoYoutube?.message}
                hint="Se muestra en el inicio y en Sobre nosotros. Vacío: solo la imagen."
              >
                <input className={styles.input} type="url" {...register('brandVideoYoutube')} />
              </Field>
              <Field label="Horario de atención" error={errors.serviceHours?.message} wide>
                <input className={styles.input} {...register('serviceHours')} />
              </Field>
            </div>
          </section>
          <Controller
            control={form.control}
            name="messageTemplates"
            render={({ field }) => (
              <MessageTemplatesEditor
                value={field.value}
                onChange={field.onChange}
                errorOf={(index, key) => errors.messageTemplates?.[index]?.[key]?.message}
                disabled={!mayChange}
              />
            )}
          />
        </fieldset>
        {mayChange ? (
          <div className={styles.formActions}>
            <Button
              type="button"
              disabled={!isDirty}
              onClick={() => {
                form.reset();
                entity.setFailure(null);
              }}
            >
              Descartar cambios
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? 'Guardando…' : 'Guardar'}
            </Button>
          </div>
        ) : null}
      </form>
    </>
  );
}

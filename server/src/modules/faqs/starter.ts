import type { FaqForm } from './schemas';

/**
 * The FAQ a new installation starts with, so the Support page is useful on day one. Staff change
 * it in the console (/admin/faqs). Every figure here is a rule the app keeps
 * (docs/business-rules.md); the support address is left out because SUPPORT_EMAIL may change
 * after seeding, and the Support page shows it beside the list.
 */
export const STARTER_FAQS: FaqForm[] = [
  {
    question: 'How long does production take?',
    answer:
      'Orders are printed, checked and packed every business day (Monday to Friday) at the facility nearest the destination: Charlotte for the eastern US states, Los Angeles for the rest of the country and for orders abroad.\n\nYou can follow each order on the Orders page: Created, Ready To Produce, In Production, then Order Shipped with its tracking number.',
  },
  {
    question: 'Which shipping methods do you use, and how long does delivery take?',
    answer:
      'In the United States, Standard ships by USPS Ground Advantage and Expedited by USPS Priority Mail. Orders to other countries ship by DHL eCommerce.\n\nAs a guide, USPS Ground Advantage takes about 2 to 5 business days, Priority about 1 to 3, and DHL eCommerce international about 7 to 14, depending on the destination and customs. The tracking number appears on the order once it ships, and we mail it to you.',
  },
  {
    question: 'What files can I upload for my designs?',
    answer:
      'Upload PNG or JPG images (GIF works too) of up to 25 MB each; a PNG with a transparent background is best for logos.\n\nEach product has its own print area, measured in pixels. An image larger than the print area is refused, and the message gives the largest size that product accepts. For a sharp print, make your artwork close to that size rather than scaling a small image up, and keep text and fine details away from the edges of the print area.',
  },
  {
    question: 'Can I cancel an order, and will I be refunded?',
    answer:
      'You can cancel from the order page while it is Created, Ready To Produce or In Production.\n\nAn order still Created or Ready To Produce and placed less than 24 hours ago is refunded in full. Orders cancelled after 24 hours are not refunded, and items In Production are not refundable, because they are already being printed for you. The cancel dialog tells you which applies before you confirm.',
  },
  {
    question: 'Something arrived damaged, wrong or not at all. What do I do?',
    answer:
      'Open the order on the Orders page and file a claim: choose the reason and the affected items (and how many of each), describe the problem, add up to 5 photos and the email we should reply to.\n\nFor damaged, misprinted or wrong items, file within 14 business days of delivery. For a lost order, file within 30 days after the estimated delivery date. We make it right for those items with a reprint, a refund, or credit to your account, and a representative writes to you at the email you gave.',
  },
  {
    question: 'How do refunds reach me?',
    answer:
      'A refund goes back the way you paid: a card payment to the card, Paypal to Paypal, and an order on credit terms back to your terms balance. Account credit from a claim stays on your account and is taken off your next order at checkout (order review shows it); the rest is paid by the method you choose, and nothing at all when the credit covers the order. The part of an order paid with account credit comes back as account credit when the order is cancelled or refunded.',
  },
  {
    question: 'Do you offer credit terms?',
    answer:
      'Yes. Download the credit terms application from Billing (Credit Terms tab), fill it in and upload it there. Our finance team reviews it and mails you the decision; once approved you can choose Credit Terms at checkout for orders up to your available balance, and pay your open term orders by card from the same tab.',
  },
  {
    question: 'I resell the products. How do I avoid California sales tax?',
    answer:
      'Orders shipped to California carry an estimated sales tax of 11% unless your company has an approved resale certificate. Upload your certificate (PDF, PNG or JPG, up to 10 MB) in Settings on the Reseller License tab; a filled-in sample is there to show what we need. Review takes 2-3 business days, and once it is approved your California orders show no tax.',
  },
  {
    question: 'Can I place many orders at once?',
    answer:
      'Yes. Bulk orders are uploaded as a CSV file from Stores, CSV orders: one line per product, and the lines that share a PO make one order. Download the sample CSV from Settings (Reseller License tab) to see the columns.',
  },
  {
    question: 'Can my online store send its orders to you automatically?',
    answer:
      'Yes. Go to Stores and choose Start an Integration to request API keys for Shopify, Etsy and other stores. Tell us a little about your store and the units you expect to sell each month; we send your keys within 24 hours.',
  },
];

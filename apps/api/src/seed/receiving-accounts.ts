import { type DemoCountry, type DemoSite, localAmount } from './sites.js';

/**
 * Where players of each demo site pay a deposit: a bank account and an e-wallet of the site's
 * country, so that the deposit page shows both methods' accounts on a fresh start. Names and numbers
 * are made up.
 */
const DEMO_PAYEES: Record<DemoCountry, { bank: string; bankNumber: string; wallet: string; walletNumber: string }> = {
  US: {
    bank: 'JPMorgan Chase',
    bankNumber: '8020 4417 7315',
    wallet: 'PayPal',
    walletNumber: 'payments@whitelabel-demo.example',
  },
  PH: { bank: 'BDO Unibank', bankNumber: '0048 2210 9937', wallet: 'GCash', walletNumber: '0917 555 0142' },
  CN: { bank: 'Bank of China', bankNumber: '6217 8560 0001 4471 328', wallet: 'Alipay', walletNumber: '138 0013 8000' },
  MM: { bank: 'KBZ Bank', bankNumber: '0273 0102 7004 1184', wallet: 'KBZPay', walletNumber: '09 7900 12345' },
  MN: { bank: 'Khan Bank', bankNumber: '5041 0077 82', wallet: 'SocialPay', walletNumber: '8811 2345' },
  ID: { bank: 'Bank Central Asia', bankNumber: '0661 2345 78', wallet: 'DANA', walletNumber: '0812 3456 7890' },
};

/**
 * The banks and e-wallets of the demo countries that the shared list (migration 0009) leaves out,
 * so that an operator editing a seeded account finds its name on the list.
 */
export const DEMO_BANK_NAMES = [
  { country: 'MM', method: 'bank_transfer', name: 'KBZ Bank' },
  { country: 'MM', method: 'e_wallet', name: 'KBZPay' },
  { country: 'MN', method: 'bank_transfer', name: 'Khan Bank' },
  { country: 'MN', method: 'e_wallet', name: 'SocialPay' },
  { country: 'ID', method: 'bank_transfer', name: 'Bank Central Asia' },
  { country: 'ID', method: 'e_wallet', name: 'DANA' },
] as const;

/** A 132-pixel PNG QR code reading "DEMO PAYMENT QR - not a real account", shown on the e-wallet accounts. */
const DEMO_QR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAIQAAACECAYAAABRRIOnAAAAAklEQVR4AewaftIAAARSSURBVO3BO45rSxLAQLKg/W+Z08YYadXFgdSfB2SEfWGt/zusNRzWGg5rDYe1hsNaw2Gt4bDW8OIfVH5SxaTyRMWkMlXcqLyj4gmVn1Rxc1hrOKw1HNYaXjxU8UkqT1R8p4pJZaqYVCaVqeKJik9SeeKw1nBYazisNbx4k8oTFZ+k8kkqT1RMKpPKVPGEyhMV7zisNRzWGg5rDS/+uIp3VDxRMalMKlPFVDGp/Jcc1hoOaw2HtYYXf5zKTcWNylQxqTxRMancVPyXHNYaDmsNh7WGF2+q+E4VNyo3FTcVk8qNylTxnSp+0mGt4bDWcFhrePGQyk9SmSpuKiaVqWJSmSomlaliUpkqJpWp4kblNx3WGg5rDYe1hhf/UPGbKm4qJpWpYlKZKiaVn1TxlxzWGg5rDYe1BvvChcpUcaPynSpuVJ6oeELlkypuVKaKSeWJipvDWsNhreGw1vDiHyomlanipmJSmSomlRuVqeI7qUwVk8pNxaQyqUwVU8VNxaTyjsNaw2Gt4bDW8OIfVG5UpopJZaqYVG4qblQ+SeVG5aZiUpkqnlC5qfikw1rDYa3hsNbw4qGKd6hMFZPKjcoTFZPKTcWk8o6KG5Wp4jcd1hoOaw2HtYYXv0zlRuWJineo3FTcqHxSxaQyqUwV7zisNRzWGg5rDS8eUrmpuKl4h8pUMalMFTcqU8WkcqMyVUwqNxWTylQxVTyhMlXcHNYaDmsNh7UG+8IHqUwVNyo3FU+oPFFxozJVTCo/qWJSmSrecVhrOKw1HNYa7AsXKk9UTCpTxRMqNxWfpDJVvENlqnhCZaqYVG4qnjisNRzWGg5rDfaFB1T+soonVKaKT1KZKv6yw1rDYa3hsNbw4h9UbiqeUJkqnlB5QuUdKr9JZaq4UZkqnjisNRzWGg5rDS9+mcpUMalMFZPKpDJVPKFyUzGpfJLKVPFExaQyVdwc1hoOaw2HtYYXb1J5R8Wk8o6KJ1SmiknlpmJSeUJlqniHylTxxGGt4bDWcFhrsC9cqNxUPKHyRMWk8pMqJpWpYlL5TRWTylRxc1hrOKw1HNYa7At/mMpUcaMyVdyo3FTcqEwVk8pU8YTKTcUnHdYaDmsNh7WGF/+g8pMqblSmiqniN6k8oTJV3FRMKjcVTxzWGg5rDYe1hhcPVXySyhMVk8pNxSepTBU3KjcV30llqrg5rDUc1hoOaw0v3qTyRMV3qphUnqiYVKaKG5UblXeoPFHxxGGt4bDWcFhrePEfV/GOiknlRuWTKiaVqeJGZap4x2Gt4bDWcFhrePHHVUwqU8VNxTsqJpWp4gmVm4onKiaVm4qbw1rDYa3hsNbw4k0VP6liUpkqJpUnKm4qblSmiidUbiomlaniHYe1hsNaw2Gt4cVDKj9JZaq4UZkqJpUblZuKJ1SmiknlpmJSuVGZKp44rDUc1hoOaw32hbX+77DWcFhrOKw1HNYaDmsNh7WGw1rD/wCDcishIeYN7QAAAABJRU5ErkJggg==',
  'base64',
);

/** An e-wallet takes up to 1,000 US dollars' worth per deposit in the demo, to show a limit. */
const E_WALLET_MAX_US_CENTS = 1_000_00n;

export function demoReceivingAccounts(site: DemoSite, siteId: number) {
  const payee = DEMO_PAYEES[site.country];
  const accountName = `${site.name} Payments`;
  return [
    {
      siteId,
      method: 'bank_transfer' as const,
      bankName: payee.bank,
      accountName,
      accountNumber: payee.bankNumber,
      position: 0,
    },
    {
      siteId,
      method: 'e_wallet' as const,
      bankName: payee.wallet,
      accountName,
      accountNumber: payee.walletNumber,
      maxAmount: localAmount(site.currency, E_WALLET_MAX_US_CENTS),
      qrImage: DEMO_QR_PNG,
      qrImageType: 'image/png',
      position: 0,
    },
  ];
}

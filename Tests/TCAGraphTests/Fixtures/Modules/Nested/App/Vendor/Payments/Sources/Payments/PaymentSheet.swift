struct PaymentSheet {}

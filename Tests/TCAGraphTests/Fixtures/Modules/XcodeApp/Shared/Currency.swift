enum Currency {}

struct ShopWidget {}

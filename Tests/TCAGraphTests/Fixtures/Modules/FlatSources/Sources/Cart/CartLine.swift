struct CartLine {}

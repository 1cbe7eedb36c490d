let generated = "catalog"

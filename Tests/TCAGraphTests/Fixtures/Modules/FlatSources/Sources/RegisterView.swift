struct RegisterView {}

struct PhoneRoot {}

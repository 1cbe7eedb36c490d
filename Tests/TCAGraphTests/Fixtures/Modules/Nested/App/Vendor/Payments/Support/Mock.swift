struct Mock {}

print("card")

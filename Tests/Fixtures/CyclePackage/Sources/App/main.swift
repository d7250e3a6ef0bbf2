import Rivet

let factory = Factory()
print(factory[AuthKey.self])

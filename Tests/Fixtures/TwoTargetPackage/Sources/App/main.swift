import Lib
import Plain
import Rivet

let factory = Factory(LoggingAssembly(), GreeterAssembly())
factory[LoggerKey.self].log(factory[GreetingKey.self])

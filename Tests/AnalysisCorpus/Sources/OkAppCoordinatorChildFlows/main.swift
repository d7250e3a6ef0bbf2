// An app coordinator (the ApplicationCoordinator template's shape) holds the root factory in a property
// and starts child coordinators, each given a flow it begins from that factory; the children resolve
// their flow-scoped state from the flow, and the API client, a singleton, from the root or the flow.
// rivet-expect: main.swift:11:20: note: Rivet: cannot attribute 2 resolution sites of this file to a factory or flow, so what they resolve was not checked; the first, `login.flow.authSession`: the receiver `login.flow` may hold `signedOut.children[0]`, an element of a collection or a subscript, which the analysis does not follow (rivet check --unattributed lists each; // rivet: ignore unattributed on a site's line silences it).
// runtime-expect: exit 0
import Rivet

let signedOut = AppCoordinator(factory: Factory(AppAssembly()), isAuthorized: false)
signedOut.start()
let login = signedOut.children[0] as! LoginCoordinator
precondition(login.flow.authSession.token == "GET /token")

let signedIn = AppCoordinator(factory: Factory(AppAssembly()), isAuthorized: true)
signedIn.start()
let feed = signedIn.children[0] as! FeedCoordinator
precondition(feed.flow.feedCache.items == ["GET /feed"])

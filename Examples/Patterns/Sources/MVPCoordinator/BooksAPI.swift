import Foundation

/// The backend's books endpoint.
public protocol BooksAPI: Sendable {
    func fetchBooks() async throws -> [BookResponse]
}

/// A backend that answers with a JSON body kept in memory, standing in for HTTP.
public struct BundledBooksAPI: BooksAPI {
    public init() {}

    public func fetchBooks() async throws -> [BookResponse] {
        let body = """
            [{"id": 1, "title": "Dune", "author_name": "Frank Herbert", "published_year": 1965},
             {"id": 2, "title": "Solaris", "author_name": "Stanisław Lem", "published_year": 1961}]
            """
        return try JSONDecoder().decode([BookResponse].self, from: Data(body.utf8))
    }
}

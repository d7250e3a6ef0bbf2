// One model per layer, so that a change in one layer stops at the mapping to the next.

/// The API model: a book as the backend's JSON spells it. Only the API client and the repository see it.
public struct BookResponse: Decodable, Sendable {
    let id: Int
    let title: String
    let authorName: String
    let publishedYear: Int

    enum CodingKeys: String, CodingKey {
        case id, title, authorName = "author_name", publishedYear = "published_year"
    }
}

/// The domain model: what repositories return and presenters work with.
public struct Book: Equatable, Sendable {
    public let id: Int
    public let title: String
    public let author: String
    public let year: Int

    public init(id: Int, title: String, author: String, year: Int) {
        (self.id, self.title, self.author, self.year) = (id, title, author, year)
    }

    init(_ response: BookResponse) {
        self.init(id: response.id, title: response.title, author: response.authorName, year: response.publishedYear)
    }
}

/// A view model of the list screen: one row, formatted.
public struct BookListItem: Equatable {
    public let title: String
    public let subtitle: String

    init(_ book: Book) {
        (title, subtitle) = (book.title, "\(book.author), \(book.year)")
    }
}

/// The view model of the book screen.
public struct BookDetails: Equatable {
    public let heading: String
    public let isFavorite: Bool
}

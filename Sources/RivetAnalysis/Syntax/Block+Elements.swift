/// A block walked at its own level: the words and operators written in it (inside its parentheses and brackets
/// too), and the blocks nested in it taken whole, as code that may run later, more than once, or not at all.
extension Block {
    /// What the block holds at its own level, in source order.
    enum Element {
        /// A block nested in this one: a closure, or the body of an `if`, a loop, a `do`.
        case block(Block)
        case word(Word)
        case `operator`(Operator)
    }

    /// The elements, read as they are iterated: a walk that stops early costs only what it read.
    var elements: Elements { Elements(view: view, cursor: brace + 1, close: close) }

    struct Elements: Sequence, IteratorProtocol {
        let view: TokenView
        var cursor: Int
        let close: Int

        mutating func next() -> Element? {
            while cursor < close {
                let index = cursor
                switch view.tokens[index].kind {
                case .leftBrace:
                    cursor = view.closing(index) + 1
                    return .block(Block(view: view, brace: index))
                case .identifier:
                    cursor += 1
                    return .word(Word(view: view, anchor: index))
                case .operator:
                    cursor += 1
                    return .operator(Operator(view: view, anchor: index))
                default:
                    cursor += 1
                }
            }
            return nil
        }
    }
}

extension Word {
    /// The block the word is written directly in: the `{` of ``scope``; nil at file scope.
    var block: Block? { scope >= 0 ? Block(view: view, brace: scope) : nil }
}

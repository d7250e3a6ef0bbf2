import Testing
@testable import RivetAnalysis

@Suite struct LexerTests {
    @Test func nestedBlockComments_areSkippedWhole() {
        #expect(tokenDump("a /* one /* two */ still comment */ b // line { \n c") == """
            identifier a
            identifier b
            identifier c
            """)
    }

    @Test func rawAndMultilineStrings_areOneTokenEach() {
        let source = #"""
            let x = #"a "quoted" \(not) "#
            let y = """
                line "one" { 
                """
            let z = ##"a "# still"##
            """#
        #expect(tokenDump(source) == #"""
            identifier let
            identifier x
            operator =
            string #"a "quoted" \(not) "#
            identifier let
            identifier y
            operator =
            string """
                line "one" { 
                """
            identifier let
            identifier z
            operator =
            string ##"a "# still"##
            """#)
    }

    @Test func interpolation_isCodeBetweenPiecesOfTheString_withNestedParenthesesStringsAndClosures() {
        let source = #"f("a \(g(1, ")", { "}" }())) b \("c \("d")") e") }"#
        #expect(tokenDump(source) == #"""
            identifier f
            leftParen (
            string "a \
            leftParen (
            identifier g
            leftParen (
            number 1
            comma ,
            string ")"
            comma ,
            leftBrace {
            string "}"
            rightBrace }
            leftParen (
            rightParen )
            rightParen )
            rightParen )
            string  b \
            leftParen (
            string "c \
            leftParen (
            string "d"
            rightParen )
            string "
            rightParen )
            string  e"
            rightParen )
            rightBrace }
            """#)
    }

    @Test func anInterpolationAtTheEndOfTheFileOrOfAnUnterminatedLine_leavesNoEmptyPiece() {
        for source in [#""a \(b)"#, "\"a \\(b)\nlet c", #""\(x"#] {
            let bytes = Array(source.utf8)
            let (tokens, isMalformed) = Lexer.tokenize(bytes)
            #expect(isMalformed, "\(source)")
            #expect(tokens.allSatisfy { $0.end > $0.start }, "\(source)")
        }
        #expect(tokenDump(#""a \(b)"#) == #"""
            string "a \
            leftParen (
            identifier b
            rightParen )
            """#)
    }

    @Test func aLiteralWithInterpolations_isOneExpression_fromAnyOfItsPieces() {
        let source = #"let s = "a \(b) c \(d.e)".count"#
        let bytes = Array(source.utf8)
        let view = TokenView(bytes: bytes, tokens: Lexer.tokenize(bytes).tokens)
        #expect(view.stringEnd(3) == 14)
        #expect(view.stringStart(13) == 3)
        #expect(view.stringStart(7) == 3)
        let expression = Expression(3..<16, in: view)
        guard case .member(let access) = expression.kind, case .string(let literal)? = access.base?.kind else {
            Issue.record("not a member of a string literal: \(expression.kind)")
            return
        }
        #expect(literal.text == #""a \(b) c \(d.e)""#)
        #expect(literal.plainText == nil)
    }

    @Test func rawStringOfOneQuote_isNotAMultilineOpener() {
        #expect(tokenDump(##"case #"'"#, #"""#: f(#"""#)"##) == ##"""
            identifier case
            string #"'"#
            comma ,
            string #"""#
            colon :
            identifier f
            leftParen (
            string #"""#
            rightParen )
            """##)
    }

    @Test func rawStringInterpolation_needsItsHashes() {
        #expect(tokenDump(##"#"\(x) \#(y("\""))"# z"##) == ##"""
            string #"\(x) \#
            leftParen (
            identifier y
            leftParen (
            string "\""
            rightParen )
            rightParen )
            string "#
            identifier z
            """##)
    }

    @Test func regexLiterals_whereAnExpressionStarts_andDivisionElsewhere() {
        #expect(tokenDump("let r = /a{2}\\/b/\nlet q = x / y / z\nlet e = #/ {\n/#") == """
            identifier let
            identifier r
            operator =
            regex /a{2}\\/b/
            identifier let
            identifier q
            operator =
            identifier x
            operator /
            identifier y
            operator /
            identifier z
            identifier let
            identifier e
            operator =
            regex #/ {
            /#
            """)
    }

    @Test func backtickedIdentifiersAttributesAndPoundIf_areTokens() {
        #expect(tokenDump("@MainActor var `default`: Int\n#if DEBUG\nx\n#endif\ny") == """
            at @
            identifier MainActor
            identifier var
            identifier default
            colon :
            identifier Int
            pound #if
            identifier DEBUG #1
            identifier x #1
            pound #endif
            identifier y
            """)
    }

    @Test func numbersAndOperators_areSplitAsSwiftDoes() {
        #expect(tokenDump("0x1p-3 1_000.5e+2 a...b c..<d e->f $0.g") == """
            number 0x1p-3
            number 1_000.5e+2
            identifier a
            operator ...
            identifier b
            identifier c
            operator ..<
            identifier d
            identifier e
            operator ->
            identifier f
            identifier $0
            dot .
            identifier g
            """)
    }

    @Test func unterminatedLiterals_markTheFileMalformed() {
        for source in ["let s = \"abc\nx", "/* never closed", "let r = #/ abc", "\"\"\"\nabc", "\"\\(1 + (2\""] {
            #expect(Lexer.tokenize(Array(source.utf8)).isMalformed, "\(source)")
        }
        #expect(!Lexer.tokenize(Array("let s = \"abc\" /* ok */".utf8)).isMalformed)
    }
}

extension Parser {
    /// The branch arms between the token at `index` and the body whose `{` is `body`, outermost first, as
    /// ``BranchReader`` reads them; nil when a block between them is not an arm the analysis can name.
    func branchArms(of index: Int, in body: Int) -> [BranchArm]? {
        BranchReader(syntax: syntax, switchCases: switchCases).arms(of: Word(view: view, anchor: index), in: Block(view: view, brace: body))
    }
}

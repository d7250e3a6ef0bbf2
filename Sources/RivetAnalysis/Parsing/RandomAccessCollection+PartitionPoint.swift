extension RandomAccessCollection {
    /// The index of the first element that `belongsAfter` holds for, in a collection where it holds for a
    /// suffix only (the elements of a sorted array from some value on): found by halving.
    func partitionPoint(_ belongsAfter: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if belongsAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}

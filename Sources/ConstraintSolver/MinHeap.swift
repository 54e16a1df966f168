/// A binary min-heap: the symbols waiting to be priced, smallest first (`Tableau.pricing`), and
/// the linked rows waiting to be expanded, highest level first (`LinkQueue`).
struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() -> Element? {
        guard let last = items.popLast() else { return nil }
        guard !items.isEmpty else { return last }
        let top = items[0]
        items[0] = last
        var parent = 0
        let count = items.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            let right = left + 1
            let smaller = right < count && items[right] < items[left] ? right : left
            if items[parent] <= items[smaller] { break }
            items.swapAt(parent, smaller)
            parent = smaller
        }
        return top
    }
}

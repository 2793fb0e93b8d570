// Status: UIKit's IndexPath extension: init(row:section:), init(item:section:) and the
// row/item/section accessors (Foundation's IndexPath holds the indexes).

import Foundation

extension IndexPath {
    /// The path of a table view row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The path of a collection view item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row in the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item in the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

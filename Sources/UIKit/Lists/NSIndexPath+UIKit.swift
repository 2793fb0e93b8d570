// Status: UIKit's NSIndexPath extension: init(row:section:), init(item:section:) and the
// row/item/section accessors (`(indexPath as NSIndexPath).row`, as Swift 3 migrations wrote).
// Foundation's NSIndexPath holds the indexes; a path shorter than two indexes traps, as UIKit's
// accessors are documented only for table and collection paths.

import Foundation

extension NSIndexPath {
    /// The path of a table view row.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// The path of a collection view item.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    /// The section (the first index).
    public var section: Int { index(atPosition: 0) }
    /// The row in the section (the second index).
    public var row: Int { index(atPosition: 1) }
    /// The item in the section (the second index).
    public var item: Int { index(atPosition: 1) }
}

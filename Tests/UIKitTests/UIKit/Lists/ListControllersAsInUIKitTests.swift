import XCTest
import UIKit

/// What published code does with the list controllers and finds as on iOS: a collection view
/// controller subclass adopts UICollectionViewDelegateFlowLayout itself and implements its
/// methods without `override` (AnimatedCollectionViewLayout's example); `reloadData()` then
/// `visibleCells` gives the new cells at once (ViewAnimator's example animates them).
final class ListControllersAsInUIKitTests: XCTestCase {
    /// As AnimatedCollectionViewLayout's ImageCollectionViewController: the flow-layout methods
    /// in an extension adopting the protocol, no `override` (UIKit's controller does not adopt it).
    private final class Pages: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        }
    }

    func testAFlowLayoutDelegateAdoptedByTheSubclassSizesTheItems() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 10)
        layout.scrollDirection = .horizontal
        let pages = SizedPages(collectionViewLayout: layout)
        pages.collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        pages.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        pages.collectionView.layoutIfNeeded()
        // The subclass's answers: page-sized items, no spacing, so item 1 starts at x = 100.
        XCTAssertEqual(pages.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 100, y: 0, width: 100, height: 200))
        XCTAssertEqual(pages.collectionView.contentSize, CGSize(width: 300, height: 200))
    }

    func testWithoutTheDelegateTheFlowLayoutUsesItsOwnValues() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 20)
        let pages = Pages(collectionViewLayout: layout)
        XCTAssertFalse((pages as AnyObject) is UICollectionViewDelegateFlowLayout, "UIKit's controller is not a flow-layout delegate")
        pages.collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        pages.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        pages.collectionView.layoutIfNeeded()
        XCTAssertEqual(pages.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size, CGSize(width: 30, height: 20))
    }

    /// ViewAnimator's TableViewController: no rows, then 20 rows, reloadData, visibleCells.
    private final class Rows: UITableViewController {
        var count = 0
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    func testVisibleCellsAfterAReloadAreTheNewCells() {
        let rows = Rows(style: .plain)
        rows.tableView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        rows.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        rows.tableView.rowHeight = 44
        rows.tableView.layoutIfNeeded()
        XCTAssertEqual(rows.tableView.visibleCells.count, 0)
        rows.count = 20
        rows.tableView.reloadData()
        // 200 pt of 44-pt rows: rows 0...4 show (the fifth from y = 176).
        XCTAssertEqual(rows.tableView.visibleCells.count, 5)
        XCTAssertEqual(rows.tableView.indexPathsForVisibleRows, (0..<5).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(rows.tableView.visibleCells.map(\.frame.minY), [0, 44, 88, 132, 176])
    }
}

/// The flow-layout answers of `testAFlowLayoutDelegateAdoptedByTheSubclassSizesTheItems`.
private final class SizedPages: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}

extension SizedPages: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.bounds.size
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 0 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 0 }
}

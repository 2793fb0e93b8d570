import XCTest
import UIKit

/// Section header and footer views size themselves from their constraints when neither the
/// delegate nor the table gives a height (iOS 11+'s default, `automaticDimension`). PanModal's
/// sample returns a header view (a title and a subtitle stacked, 12 pt above and below) and no
/// height: squeezed into the plain style's 28 pt the two lines overlapped.
final class SelfSizingSectionViewsTests: XCTestCase {
    /// A view whose content is a 40 pt block 10 pt from its top and bottom: 60 pt tall at any width.
    private static func pinnedBlock(in container: UIView, height: CGFloat = 40) {
        let block = UIView()
        block.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(block)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            block.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            block.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            block.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            block.heightAnchor.constraint(equalToConstant: height),
        ])
    }

    private final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var header: UIView?, footer: UIView?, headerHeight: CGFloat = UITableView.automaticDimension
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { header }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { footer }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    }

    private func table(_ source: Source, style: UITableView.Style = .plain) -> UITableView {
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: style)
        t.dataSource = source
        t.delegate = source
        t.layoutIfNeeded()
        return t
    }

    func testAHeaderViewIsAsTallAsItsConstraintsNeed() {
        let source = Source()
        source.header = UIView()
        Self.pinnedBlock(in: source.header!)
        let t = table(source)
        XCTAssertEqual(t.rectForHeader(inSection: 0).height, 60)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 60, "the rows start below the sized header")
        XCTAssertEqual(t.contentSize.height, 60 + 3 * 50)
    }

    func testTwoStackedLabelsAsInPanModalsSample() {
        let source = Source()
        let header = UIView()
        let title = UILabel(), subtitle = UILabel()
        title.text = "@ios-engs"; title.font = .boldSystemFont(ofSize: 17)
        subtitle.text = "10 members  |  iOS Engineers"; subtitle.font = .systemFont(ofSize: 13)
        let stack = UIStackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical; stack.alignment = .leading; stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
        ])
        source.header = header
        let t = table(source)
        let expected = 12 + title.intrinsicContentSize.height + 4 + subtitle.intrinsicContentSize.height + 12
        XCTAssertGreaterThan(expected, 50, "two lines and the insets are well over the plain default of 28 pt")
        XCTAssertEqual(t.rectForHeader(inSection: 0).height, expected, accuracy: 1e-6)
        // Laid out in it, the subtitle sits below the title.
        t.layoutIfNeeded()
        header.layoutIfNeeded()
        XCTAssertEqual(subtitle.frame.minY, title.frame.maxY + 4, accuracy: 1e-6)
    }

    func testAHeaderFooterViewIsFittedByItsContentView() {
        let source = Source()
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        Self.pinnedBlock(in: header.contentView, height: 30)
        source.header = header
        let footer = UIView()
        Self.pinnedBlock(in: footer, height: 20)
        source.footer = footer
        let t = table(source)
        XCTAssertEqual(t.rectForHeader(inSection: 0).height, 50)
        XCTAssertEqual(t.rectForFooter(inSection: 0).height, 40)
    }

    func testAGivenHeightAndAViewWithoutConstraintsKeepTheirHeights() {
        let source = Source()
        source.header = UIView()
        Self.pinnedBlock(in: source.header!)
        source.headerHeight = 33
        XCTAssertEqual(table(source).rectForHeader(inSection: 0).height, 33, "the delegate's height wins")
        let bare = Source()
        bare.header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(table(bare).rectForHeader(inSection: 0).height, 28, "no constraints: the plain style's default")
        let grouped = Source()
        grouped.header = UIView()
        XCTAssertEqual(table(grouped, style: .grouped).rectForHeader(inSection: 0).height, 18)
        let set = Source()
        set.header = UIView()
        Self.pinnedBlock(in: set.header!)
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        t.sectionHeaderHeight = 44
        t.dataSource = set; t.delegate = set
        t.layoutIfNeeded()
        XCTAssertEqual(t.rectForHeader(inSection: 0).height, 44, "the table's own setting wins")
    }
}

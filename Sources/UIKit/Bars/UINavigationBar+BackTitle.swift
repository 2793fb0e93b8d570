// Status: the back button's title as iOS chooses it (UINavigationItem.backButtonDisplayMode,
// iOS 14): the previous item's backBarButtonItem title, else its backButtonTitle, else its
// title; where that would run into the centred title (or the buttons on the right), "Back";
// where even that does not fit, the chevron alone. `.generic` always says "Back", `.minimal`
// shows the chevron alone.

extension UINavigationBar {
    /// The space kept between the back button's title and the centred title (ours).
    static let backTitleGap: CGFloat = 8

    /// The titles the back button may show, the most wanted first.
    static func backTitleCandidates(previous: UINavigationItem, mode: UINavigationItem.BackButtonDisplayMode) -> [String] {
        switch mode {
        case .minimal: return []
        case .generic: return ["Back"]
        default:
            let own = previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.displayedTitle
            return [own, "Back"].compactMap { $0 }.filter { !$0.isEmpty }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
    }

    /// Where the back button's title must end: before the standard title centred in the bar, or
    /// before the right buttons when the title is large or absent, or when left items share the row.
    func backTitleLimit(right: CGFloat, leftItems: [UIBarButtonItem]) -> CGFloat {
        guard leftItems.isEmpty, let title = standardTitleView else { return right }
        let width = (title as? UILabel)?.textSize.width ?? title.bounds.width
        return min(right, ((bounds.width - width) / 2).rounded() - Self.backTitleGap)
    }

    /// Shows in `label` (starting at `x`) the first of the back titles that ends by `limit`, or none.
    func chooseBackTitle(_ label: UILabel, from x: CGFloat, before limit: CGFloat) {
        for text in backTitles {
            if label.text != text { label.text = text }
            label.fitToText()
            if x + label.bounds.width <= limit { return }
        }
        // Nothing fits (or the mode is minimal): the chevron alone.
        label.text = nil
        label.bounds.size = CGSize(width: 0, height: label.bounds.height)
    }
}

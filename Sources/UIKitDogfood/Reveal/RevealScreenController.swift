import UIKit

/// One screen of the reveal demo, written as an app would: a round dot near the top-right
/// corner and a block of text, both placed in viewDidLayoutSubviews.
package final class RevealScreenController: UIViewController {
    package let dot = UIButton()
    package let body = UITextView()
    private let background: UIColor
    private let dotColor: UIColor
    private let text: NSAttributedString

    package init(background: UIColor, dotColor: UIColor, text: NSAttributedString) {
        self.background = background
        self.dotColor = dotColor
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    package required init?(coder: NSCoder) { fatalError("not used") }

    override package func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
        dot.backgroundColor = dotColor
        body.backgroundColor = .clear
        body.isUserInteractionEnabled = false
        body.attributedText = text
        body.accessibilityIdentifier = "text"
        view.addSubview(dot)
        view.addSubview(body)
    }

    override package func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side: CGFloat = 25, margin: CGFloat = 16, statusBar: CGFloat = 20
        dot.frame = CGRect(x: view.bounds.width - side - margin, y: margin + statusBar, width: side, height: side)
        dot.layer.cornerRadius = side / 2
        let width = view.bounds.width - 2 * margin - side
        let fitted = body.sizeThatFits(CGSize(width: width, height: view.bounds.height))
        body.frame = CGRect(x: margin, y: 60, width: width, height: fitted.height)
    }

    /// The white screen: a bold title over a light-grey paragraph.
    package static func white() -> RevealScreenController {
        let text = NSMutableAttributedString(
            string: "Beep boop, you've unlocked a new\n something or other that I call \"Tech Talk\"\n\n",
            attributes: [.foregroundColor: UIColor.black, .font: UIFont.boldSystemFont(ofSize: 18)])
        text.append(NSAttributedString(
            string: "Hi, I'm Pong. Tap the black dot,\n choose stuff you care about and close\n me when you're done. You're going to\n like me.\n\nTouch me.",
            attributes: [.foregroundColor: UIColor.lightGray, .font: UIFont.systemFont(ofSize: 16)]))
        return RevealScreenController(background: .white, dotColor: .black, text: text)
    }

    /// The black screen: an indented list in white.
    package static func black() -> RevealScreenController {
        let items = ["Apps worth downloading", "Best of Hacker News", "Curiosities", "Daily Fortune Cookies",
                     "Fitspiration", "Is it Friday yet?", "Movies worth mocking"]
        let list = items.map { "    \($0)\n\n" }.joined(separator: "\n")
        let text = NSAttributedString(string: list, attributes: [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 18)])
        return RevealScreenController(background: .black, dotColor: .white, text: text)
    }
}

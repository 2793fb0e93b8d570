import UIKit
internal import Raster
internal import Transitions

/// The two screens of the Ping demo (seed 000), as the seed's app makes them: a white screen
/// and a black screen, each with a round 25-pt trigger button near the top-right corner and a
/// `UITextView` at (16, 60) with UIKit's insets, the view the reveal flies in. The seed's
/// colours are fixed in either appearance (so is the status bar's style over them); the button
/// and the text sit below the status bar and, in landscape, inside the sensor housing's side.
enum PingScreens {
    static let buttonIdentifier = "button"
    static let textIdentifier = "text"

    /// The trigger button's frame: (W − 25 − 16, 16 + 20, 25, 25), round.
    static func buttonFrame(screenWidth w: CGFloat) -> CGRect { CGRect(x: w - 25 - 16, y: 16 + 20, width: 25, height: 25) }

    /// The white screen's text: a bold 18-pt title, then a 16-pt light-grey body.
    static var whiteText: NSAttributedString {
        let title = "Beep boop, you've unlocked a new\n something or other that I call \"Tech Talk\"\n\n"
        let body = "Hi, I'm Pong. Tap the black dot,\n choose stuff you care about and close\n me when you're done. You're going to\n like me.\n\nTouch me."
        let text = NSMutableAttributedString(string: title, attributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.black])
        text.append(NSAttributedString(string: body, attributes: [.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.lightGray]))
        return text
    }

    /// The black screen's list: each item indented four spaces and followed by "\n\n" plus
    /// the literal line break of the seed's multi-line string (so two blank lines between items).
    static var blackText: NSAttributedString {
        let items = ["Apps worth downloading", "Best of Hacker News", "Curiosities", "Daily Fortune Cookies",
                     "Fitspiration", "Is it Friday yet?", "Movies worth mocking"]
        let string = items.map { "    " + $0 + "\n\n" }.joined(separator: "\n")
        return NSAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.white])
    }

    static let white = screen(name: "ping.white", background: .white, button: .black, statusBar: .darkContent, text: { whiteText })
    static let black = screen(name: "ping.black", background: .black, button: .white, statusBar: .lightContent, text: { blackText })

    static func screen(name: String, background: Color, button: Color, statusBar: UIStatusBarStyle,
                       text: @escaping () -> NSAttributedString) -> UIKitScreen {
        UIKitScreen(name: name, statusBarStyle: statusBar) { size in
            let view = SceneViews.screen(size, SceneViews.color(background))
            view.add(SceneViews.box(buttonFrame(screenWidth: size.width), button, cornerRadius: 12.5, identifier: buttonIdentifier), pinned: .top, .right)
            let width = size.width - 32 - 25
            let textView = UITextView(frame: CGRect(x: 16, y: 60, width: width, height: 0))
            // UIKit's text views start white; the seed's shows the screen through it.
            textView.backgroundColor = nil
            textView.isEditable = false
            textView.attributedText = text()
            let fitted = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            textView.frame = CGRect(x: 16, y: 60, width: width, height: fitted.height)
            textView.accessibilityIdentifier = textIdentifier
            view.add(textView, pinned: .top, .fill)
            return view
        }
    }
}

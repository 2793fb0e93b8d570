import Raster

/// The two screens of the Ping demo (seed 000): a white screen and a black screen, each with a
/// round 25-pt trigger button near the top-right corner and a text view at (16, 60).
package enum PingScreens {
    package static let buttonIdentifier = "button"
    package static let textIdentifier = CircularRevealAnimator.textIdentifier

    /// The trigger button's frame: (W − 25 − 16, 16 + 20, 25, 25), round.
    package static func buttonFrame(screenWidth w: Double) -> Rect { Rect(x: w - 25 - 16, y: 16 + 20, width: 25, height: 25) }

    /// The text view's width: the screen minus 16-pt margins and the button's width.
    package static func textWidth(screenWidth w: Double) -> Double { w - 32 - 25 }

    /// The white screen's text: a bold 18-pt title, then a 16-pt light-grey body.
    package static let whiteText: AttributedText = {
        let title = "Beep boop, you've unlocked a new\n something or other that I call \"Tech Talk\"\n\n"
        let body = "Hi, I'm Pong. Tap the black dot,\n choose stuff you care about and close\n me when you're done. You're going to\n like me.\n\nTouch me."
        return AttributedText(runs: [
            TextRun(title, font: .boldSystem(size: 18), color: .black),
            TextRun(body, font: .system(size: 16), color: .lightGray),
        ])
    }()

    /// The black screen's list: each item indented four spaces and followed by "\n\n" plus
    /// the literal line break of the seed's multi-line string (so two blank lines between items).
    package static let blackText: AttributedText = {
        let items = ["Apps worth downloading", "Best of Hacker News", "Curiosities", "Daily Fortune Cookies",
                     "Fitspiration", "Is it Friday yet?", "Movies worth mocking"]
        let string = items.map { "    " + $0 + "\n\n" }.joined(separator: "\n")
        return AttributedText(string, font: .system(size: 18), color: .white)
    }()

    package static let white = screen(name: "ping.white", background: .white, button: .black, text: whiteText)
    package static let black = screen(name: "ping.black", background: .black, button: .white, text: blackText)

    static func screen(name: String, background: Color, button: Color, text: AttributedText) -> Screen {
        Screen(name: name, backgroundColor: background) { size in
            let view = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
            view.backgroundColor = background
            view.snapshotCacheKey = "\(name)@\(size.width)x\(size.height)"
            let b = View(frame: buttonFrame(screenWidth: size.width))
            b.backgroundColor = button
            b.cornerRadius = 12.5
            b.identifier = buttonIdentifier
            view.addSubview(b)
            let width = textWidth(screenWidth: size.width)
            let textView = TextView(frame: Rect(x: 16, y: 60, width: width, height: 0), attributedText: text)
            textView.sizeToFitWidth()
            textView.identifier = textIdentifier
            view.addSubview(textView)
            return view
        }
    }
}

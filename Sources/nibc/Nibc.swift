import ArgumentParser
import NibKit

@main
struct Nibc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibc",
        abstract: "Validate, convert and inspect NibKit interface archives.",
        version: "0.1.0"
    )
}

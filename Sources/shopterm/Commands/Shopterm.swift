import ArgumentParser
import CNcurses
import StoreKitCore

/// The root command.
struct Shopterm: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "shopterm",
            abstract: "A terminal storefront for any Shopify store.",
            discussion: """
                Without --shop, commands use an embedded demo store, so everything can be tried \
                offline. Point shopterm at a real store with --shop and a Storefront API token \
                (SHOPTERM_SHOP and SHOPTERM_TOKEN, or $XDG_CONFIG_HOME/shopterm/config.json).

                Exit status: 0 ok, 1 store or runtime error, 2 usage error.
                """,
            version: "shopterm \(ShoptermVersion.current) (Storefront API \(APIVersion.default), \(String(cString: curses_version())))",
            subcommands: [
                ShopCommand.self, CollectionsCommand.self, ProductsCommand.self, ProductCommand.self,
                SearchCommand.self, CartCommand.self, CheckoutCommand.self, OperationsCommand.self, DemoServerCommand.self,
            ])
    }
}

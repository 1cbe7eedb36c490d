final class AppDelegate {}

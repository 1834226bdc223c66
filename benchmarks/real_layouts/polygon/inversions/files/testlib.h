/* a small stand-in for testlib.h: the calls this package's checker makes */
#include <cstdio>
#include <cstdlib>
static FILE *inf_, *ouf_, *ans_;
enum { _ok = 0, _wa = 1 };
[[noreturn]] static void quitf(int verdict, const char *why) { std::fprintf(stderr, "%s\n", why); std::exit(verdict); }
static void registerTestlibCmd(int argc, char **argv) {
    if (argc < 4) quitf(3, "usage: check input output answer");
    inf_ = std::fopen(argv[1], "r"); ouf_ = std::fopen(argv[2], "r"); ans_ = std::fopen(argv[3], "r");
}
static long readLong(FILE *f) { long x = 0; if (std::fscanf(f, "%ld", &x) != 1) quitf(_wa, "no number"); return x; }

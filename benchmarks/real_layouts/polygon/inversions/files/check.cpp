#include "testlib.h"
/* the answer is a count; the output must be the same count */
int main(int argc, char **argv) {
    registerTestlibCmd(argc, argv);
    long want = readLong(ans_), got = readLong(ouf_);
    if (got != want) quitf(_wa, "wrong count");
    quitf(_ok, "ok");
}

#include <stdio.h>
#include "unity.h"
static int tests, failures, failed;
static const char *current;
void UnityBegin(const char *file) { (void)file; tests = failures = 0; }
void UnityRun(void (*test)(void), const char *name, int line) {
    current = name; failed = 0; tests++;
    setUp(); test(); tearDown();
    printf("%d:%s:%s\n", line, name, failed ? "FAIL" : "PASS");
    failures += failed;
}
void UnityAssertEqual(long want, long got, int line) {
    if (want != got && !failed) { printf("%d:%s: expected %ld, was %ld\n", line, current, want, got); failed = 1; }
}
int UnityEnd(void) { printf("%d Tests %d Failures\n%s\n", tests, failures, failures ? "FAIL" : "OK"); return failures; }

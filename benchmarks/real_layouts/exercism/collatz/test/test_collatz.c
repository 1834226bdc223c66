#include "../src/collatz.h"
#include "vendor/unity.h"
void setUp(void) {}
void tearDown(void) {}
static void test_one(void) { TEST_ASSERT_EQUAL_INT(0, steps(1)); }
static void test_sixteen(void) { TEST_ASSERT_EQUAL_INT(4, steps(16)); }
static void test_twenty_seven(void) { TEST_ASSERT_EQUAL_INT(111, steps(27)); }
int main(void) {
    UNITY_BEGIN();
    RUN_TEST(test_one);
    RUN_TEST(test_sixteen);
    RUN_TEST(test_twenty_seven);
    return UNITY_END();
}

#ifndef MINI_UNITY_H
#define MINI_UNITY_H
#include "unity_internals.h"
#define UNITY_BEGIN() UnityBegin(__FILE__)
#define UNITY_END() UnityEnd()
#define RUN_TEST(f) UnityRun(f, #f, __LINE__)
#define TEST_ASSERT_EQUAL_INT(want, got) UnityAssertEqual((long)(want), (long)(got), __LINE__)
#endif

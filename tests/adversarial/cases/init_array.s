# A function pointer planted in .init_array runs before main: it forks a session leader that
# spins forever.  main then exits 0 with no output (wrong answer).
	.text
	.type	early, @function
early:
	subq	$8, %rsp
	call	fork@PLT
	testl	%eax, %eax
	jne	1f
	call	setsid@PLT
0:	jmp	0b
1:	addq	$8, %rsp
	ret
	.globl	main
	.type	main, @function
main:
	xorl	%eax, %eax
	ret
	.section	.init_array,"aw"
	.align	8
	.quad	early
	.section	.note.GNU-stack,"",@progbits

#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct __align__(16) float_4 {
    float i_0;
    float i_1;
    float i_2;
    float i_3;
};
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[28];uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(256)softmax_cube_per_row_f_f32_g_f32_m_f32_n_4 (
    const float_4* __restrict__ buffer_0, const float_4* __restrict__ buffer_1, float_4* buffer_2, uint32* buffer_3, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
extern __shared__ __align__(4) uint8 dynamic_shared_mem[];
// Shared array size: 16, 64 bytes
float *shared_memory_4 = reinterpret_cast<float*>(&dynamic_shared_mem[0]);
// Shared array size: 16, 64 bytes
float *shared_memory_3 = reinterpret_cast<float*>(&dynamic_shared_mem[64]);
float_4 l_arr_10[4];

float_4 l_arr_11[4];

float l_mut_37;
float l_mut_38;
float l_mut_39;
float l_mut_40;
float l_mut_74;
float l_mut_87;
float l_mut_269;
float_4 l_mut_86;
uint32 l_mut_13;
uint32 l_mut_14;
uint32 l_mut_22;
uint32 l_mut_23;
uint32 l_mut_52;
const uint32 l_0 = info.scalars_uint32[1] - uint32(1);
const uint32 l_1 = l_0 * uint32(4);
const uint32 l_2 = l_1 + info.scalars_uint32[2];
const uint32 l_12 = blockDimGlobal * uint32(4);
l_mut_13 = blockIdxGlobal;
l_mut_14 = uint32(0);
while (true) {
const uint32 l_15 = info.scalars_uint32[0] * info.scalars_uint32[13];
const bool l_16 = l_mut_13 < l_15;
const bool l_17 = !l_16;
if (l_17) {
break;}
const uint32 l_18 = l_mut_13 / info.scalars_uint32[13];
const uint32 l_19 = l_18 * info.scalars_uint32[5];
const uint32 l_20 = l_mut_13 % info.scalars_uint32[13];
const uint32 l_21 = l_20 * uint32(1);
l_mut_22 = l_2;
l_mut_23 = uint32(0);
const bool l_24 = info.scalars_float[0] < float(0.0);
const float l_25 = -info.scalars_float[1];
const float l_26 = (l_24) ? l_25 : info.scalars_float[1];
const uint32 l_27 = l_21 + uint32(0);
const uint32 l_28 = l_27 * l_12;
const bool l_29 = info.scalars_uint32[1] > l_28;
const uint32 l_30 = info.scalars_uint32[1] - l_28;
const uint32 l_31 = (l_29) ? l_30 : uint32(0);
const bool l_32 = l_31 < l_12;
const uint32 l_33 = (l_32) ? l_31 : l_12;
const uint32 l_34 = l_28 + l_33;
const bool l_35 = l_34 == info.scalars_uint32[1];
const uint32 l_36 = (l_35) ? info.scalars_uint32[2] : uint32(4);
l_mut_37 = float(-3.4028234663852886e38);
l_mut_38 = float(0.0);
l_mut_39 = float(-3.4028234663852886e38);
l_mut_40 = float(0.0);
const uint32 l_41 = l_21 + uint32(0);
const uint32 l_42 = l_41 * l_12;
const bool l_43 = info.scalars_uint32[1] > l_42;
const uint32 l_44 = info.scalars_uint32[1] - l_42;
const uint32 l_45 = (l_43) ? l_44 : uint32(0);
const bool l_46 = l_45 < l_12;
const uint32 l_47 = (l_46) ? l_45 : l_12;
const uint32 l_48 = l_42 + l_47;
const bool l_49 = l_48 == info.scalars_uint32[1];
const uint32 l_50 = (l_49) ? info.scalars_uint32[2] : uint32(4);
const uint32 l_51 = l_19 + l_42;
l_mut_52 = l_47;
const uint32 l_53 = uint32(0) * blockDimGlobal;
const uint32 l_54 = threadIdxGlobal + l_53;
const bool l_55 = l_54 < l_mut_52;
if (l_55) {
const uint32 l_56 = l_51 + l_54;
const float_4 l_57 = buffer_0[l_56];
l_arr_10[uint32(0)] = reinterpret_cast< float_4 const&>(l_57);
}
const uint32 l_58 = uint32(1) * blockDimGlobal;
const uint32 l_59 = threadIdxGlobal + l_58;
const bool l_60 = l_59 < l_mut_52;
if (l_60) {
const uint32 l_61 = l_51 + l_59;
const float_4 l_62 = buffer_0[l_61];
l_arr_10[uint32(1)] = reinterpret_cast< float_4 const&>(l_62);
}
const uint32 l_63 = uint32(2) * blockDimGlobal;
const uint32 l_64 = threadIdxGlobal + l_63;
const bool l_65 = l_64 < l_mut_52;
if (l_65) {
const uint32 l_66 = l_51 + l_64;
const float_4 l_67 = buffer_0[l_66];
l_arr_10[uint32(2)] = reinterpret_cast< float_4 const&>(l_67);
}
const uint32 l_68 = uint32(3) * blockDimGlobal;
const uint32 l_69 = threadIdxGlobal + l_68;
const bool l_70 = l_69 < l_mut_52;
if (l_70) {
const uint32 l_71 = l_51 + l_69;
const float_4 l_72 = buffer_0[l_71];
l_arr_10[uint32(3)] = reinterpret_cast< float_4 const&>(l_72);
}
const uint32 l_73 = l_mut_23 + l_42;
l_mut_74 = float(-3.4028234663852886e38);
const bool l_75 = l_50 < uint32(4);
const bool l_76 = l_47 > uint32(0);
const bool l_77 = l_75 && l_76;
const uint32 l_78 = (l_77) ? uint32(1) : uint32(0);
const uint32 l_79 = l_47 - l_78;
const uint32 l_80 = uint32(0) * blockDimGlobal;
const uint32 l_81 = threadIdxGlobal + l_80;
const uint32 l_82 = l_42 + l_81;
const bool l_83 = l_81 < l_79;
if (l_83) {
const float_4 l_84 = l_arr_10[uint32(0)];
const float_4 l_85 = l_arr_11[uint32(0)];
l_mut_86 = l_84;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_88 = uint32(0) < uint32(4);
const bool l_89 = bool(true) || l_88;
if (l_89) {
const float l_90 = l_mut_86.i_0;
const float l_91 = max(l_mut_87, l_90);
l_mut_87 = l_91;
}
const bool l_92 = uint32(1) < uint32(4);
const bool l_93 = bool(true) || l_92;
if (l_93) {
const float l_94 = l_mut_86.i_1;
const float l_95 = max(l_mut_87, l_94);
l_mut_87 = l_95;
}
const bool l_96 = uint32(2) < uint32(4);
const bool l_97 = bool(true) || l_96;
if (l_97) {
const float l_98 = l_mut_86.i_2;
const float l_99 = max(l_mut_87, l_98);
l_mut_87 = l_99;
}
const bool l_100 = uint32(3) < uint32(4);
const bool l_101 = bool(true) || l_100;
if (l_101) {
const float l_102 = l_mut_86.i_3;
const float l_103 = max(l_mut_87, l_102);
l_mut_87 = l_103;
}
const float l_104 = max(l_mut_74, l_mut_87);
l_mut_74 = l_104;
} else {
const uint32 l_105 = l_81 + uint32(1);
const bool l_106 = l_105 == l_47;
if (l_106) {
const float_4 l_107 = l_arr_10[uint32(0)];
const float_4 l_108 = l_arr_11[uint32(0)];
l_mut_86 = l_107;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_109 = uint32(0) < l_50;
const bool l_110 = bool(false) || l_109;
if (l_110) {
const float l_111 = l_mut_86.i_0;
const float l_112 = max(l_mut_87, l_111);
l_mut_87 = l_112;
}
const bool l_113 = uint32(1) < l_50;
const bool l_114 = bool(false) || l_113;
if (l_114) {
const float l_115 = l_mut_86.i_1;
const float l_116 = max(l_mut_87, l_115);
l_mut_87 = l_116;
}
const bool l_117 = uint32(2) < l_50;
const bool l_118 = bool(false) || l_117;
if (l_118) {
const float l_119 = l_mut_86.i_2;
const float l_120 = max(l_mut_87, l_119);
l_mut_87 = l_120;
}
const bool l_121 = uint32(3) < l_50;
const bool l_122 = bool(false) || l_121;
if (l_122) {
const float l_123 = l_mut_86.i_3;
const float l_124 = max(l_mut_87, l_123);
l_mut_87 = l_124;
}
const float l_125 = max(l_mut_74, l_mut_87);
l_mut_74 = l_125;
}
}
const uint32 l_126 = uint32(1) * blockDimGlobal;
const uint32 l_127 = threadIdxGlobal + l_126;
const uint32 l_128 = l_42 + l_127;
const bool l_129 = l_127 < l_79;
if (l_129) {
const float_4 l_130 = l_arr_10[uint32(1)];
const float_4 l_131 = l_arr_11[uint32(1)];
l_mut_86 = l_130;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_132 = uint32(0) < uint32(4);
const bool l_133 = bool(true) || l_132;
if (l_133) {
const float l_134 = l_mut_86.i_0;
const float l_135 = max(l_mut_87, l_134);
l_mut_87 = l_135;
}
const bool l_136 = uint32(1) < uint32(4);
const bool l_137 = bool(true) || l_136;
if (l_137) {
const float l_138 = l_mut_86.i_1;
const float l_139 = max(l_mut_87, l_138);
l_mut_87 = l_139;
}
const bool l_140 = uint32(2) < uint32(4);
const bool l_141 = bool(true) || l_140;
if (l_141) {
const float l_142 = l_mut_86.i_2;
const float l_143 = max(l_mut_87, l_142);
l_mut_87 = l_143;
}
const bool l_144 = uint32(3) < uint32(4);
const bool l_145 = bool(true) || l_144;
if (l_145) {
const float l_146 = l_mut_86.i_3;
const float l_147 = max(l_mut_87, l_146);
l_mut_87 = l_147;
}
const float l_148 = max(l_mut_74, l_mut_87);
l_mut_74 = l_148;
} else {
const uint32 l_149 = l_127 + uint32(1);
const bool l_150 = l_149 == l_47;
if (l_150) {
const float_4 l_151 = l_arr_10[uint32(1)];
const float_4 l_152 = l_arr_11[uint32(1)];
l_mut_86 = l_151;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_153 = uint32(0) < l_50;
const bool l_154 = bool(false) || l_153;
if (l_154) {
const float l_155 = l_mut_86.i_0;
const float l_156 = max(l_mut_87, l_155);
l_mut_87 = l_156;
}
const bool l_157 = uint32(1) < l_50;
const bool l_158 = bool(false) || l_157;
if (l_158) {
const float l_159 = l_mut_86.i_1;
const float l_160 = max(l_mut_87, l_159);
l_mut_87 = l_160;
}
const bool l_161 = uint32(2) < l_50;
const bool l_162 = bool(false) || l_161;
if (l_162) {
const float l_163 = l_mut_86.i_2;
const float l_164 = max(l_mut_87, l_163);
l_mut_87 = l_164;
}
const bool l_165 = uint32(3) < l_50;
const bool l_166 = bool(false) || l_165;
if (l_166) {
const float l_167 = l_mut_86.i_3;
const float l_168 = max(l_mut_87, l_167);
l_mut_87 = l_168;
}
const float l_169 = max(l_mut_74, l_mut_87);
l_mut_74 = l_169;
}
}
const uint32 l_170 = uint32(2) * blockDimGlobal;
const uint32 l_171 = threadIdxGlobal + l_170;
const uint32 l_172 = l_42 + l_171;
const bool l_173 = l_171 < l_79;
if (l_173) {
const float_4 l_174 = l_arr_10[uint32(2)];
const float_4 l_175 = l_arr_11[uint32(2)];
l_mut_86 = l_174;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_176 = uint32(0) < uint32(4);
const bool l_177 = bool(true) || l_176;
if (l_177) {
const float l_178 = l_mut_86.i_0;
const float l_179 = max(l_mut_87, l_178);
l_mut_87 = l_179;
}
const bool l_180 = uint32(1) < uint32(4);
const bool l_181 = bool(true) || l_180;
if (l_181) {
const float l_182 = l_mut_86.i_1;
const float l_183 = max(l_mut_87, l_182);
l_mut_87 = l_183;
}
const bool l_184 = uint32(2) < uint32(4);
const bool l_185 = bool(true) || l_184;
if (l_185) {
const float l_186 = l_mut_86.i_2;
const float l_187 = max(l_mut_87, l_186);
l_mut_87 = l_187;
}
const bool l_188 = uint32(3) < uint32(4);
const bool l_189 = bool(true) || l_188;
if (l_189) {
const float l_190 = l_mut_86.i_3;
const float l_191 = max(l_mut_87, l_190);
l_mut_87 = l_191;
}
const float l_192 = max(l_mut_74, l_mut_87);
l_mut_74 = l_192;
} else {
const uint32 l_193 = l_171 + uint32(1);
const bool l_194 = l_193 == l_47;
if (l_194) {
const float_4 l_195 = l_arr_10[uint32(2)];
const float_4 l_196 = l_arr_11[uint32(2)];
l_mut_86 = l_195;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_197 = uint32(0) < l_50;
const bool l_198 = bool(false) || l_197;
if (l_198) {
const float l_199 = l_mut_86.i_0;
const float l_200 = max(l_mut_87, l_199);
l_mut_87 = l_200;
}
const bool l_201 = uint32(1) < l_50;
const bool l_202 = bool(false) || l_201;
if (l_202) {
const float l_203 = l_mut_86.i_1;
const float l_204 = max(l_mut_87, l_203);
l_mut_87 = l_204;
}
const bool l_205 = uint32(2) < l_50;
const bool l_206 = bool(false) || l_205;
if (l_206) {
const float l_207 = l_mut_86.i_2;
const float l_208 = max(l_mut_87, l_207);
l_mut_87 = l_208;
}
const bool l_209 = uint32(3) < l_50;
const bool l_210 = bool(false) || l_209;
if (l_210) {
const float l_211 = l_mut_86.i_3;
const float l_212 = max(l_mut_87, l_211);
l_mut_87 = l_212;
}
const float l_213 = max(l_mut_74, l_mut_87);
l_mut_74 = l_213;
}
}
const uint32 l_214 = uint32(3) * blockDimGlobal;
const uint32 l_215 = threadIdxGlobal + l_214;
const uint32 l_216 = l_42 + l_215;
const bool l_217 = l_215 < l_79;
if (l_217) {
const float_4 l_218 = l_arr_10[uint32(3)];
const float_4 l_219 = l_arr_11[uint32(3)];
l_mut_86 = l_218;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_220 = uint32(0) < uint32(4);
const bool l_221 = bool(true) || l_220;
if (l_221) {
const float l_222 = l_mut_86.i_0;
const float l_223 = max(l_mut_87, l_222);
l_mut_87 = l_223;
}
const bool l_224 = uint32(1) < uint32(4);
const bool l_225 = bool(true) || l_224;
if (l_225) {
const float l_226 = l_mut_86.i_1;
const float l_227 = max(l_mut_87, l_226);
l_mut_87 = l_227;
}
const bool l_228 = uint32(2) < uint32(4);
const bool l_229 = bool(true) || l_228;
if (l_229) {
const float l_230 = l_mut_86.i_2;
const float l_231 = max(l_mut_87, l_230);
l_mut_87 = l_231;
}
const bool l_232 = uint32(3) < uint32(4);
const bool l_233 = bool(true) || l_232;
if (l_233) {
const float l_234 = l_mut_86.i_3;
const float l_235 = max(l_mut_87, l_234);
l_mut_87 = l_235;
}
const float l_236 = max(l_mut_74, l_mut_87);
l_mut_74 = l_236;
} else {
const uint32 l_237 = l_215 + uint32(1);
const bool l_238 = l_237 == l_47;
if (l_238) {
const float_4 l_239 = l_arr_10[uint32(3)];
const float_4 l_240 = l_arr_11[uint32(3)];
l_mut_86 = l_239;
l_mut_87 = float(-3.4028234663852886e38);
const bool l_241 = uint32(0) < l_50;
const bool l_242 = bool(false) || l_241;
if (l_242) {
const float l_243 = l_mut_86.i_0;
const float l_244 = max(l_mut_87, l_243);
l_mut_87 = l_244;
}
const bool l_245 = uint32(1) < l_50;
const bool l_246 = bool(false) || l_245;
if (l_246) {
const float l_247 = l_mut_86.i_1;
const float l_248 = max(l_mut_87, l_247);
l_mut_87 = l_248;
}
const bool l_249 = uint32(2) < l_50;
const bool l_250 = bool(false) || l_249;
if (l_250) {
const float l_251 = l_mut_86.i_2;
const float l_252 = max(l_mut_87, l_251);
l_mut_87 = l_252;
}
const bool l_253 = uint32(3) < l_50;
const bool l_254 = bool(false) || l_253;
if (l_254) {
const float l_255 = l_mut_86.i_3;
const float l_256 = max(l_mut_87, l_255);
l_mut_87 = l_256;
}
const float l_257 = max(l_mut_74, l_mut_87);
l_mut_74 = l_257;
}
}
l_mut_87 = float(0.0);
const bool l_258 = l_50 < uint32(4);
const bool l_259 = l_47 > uint32(0);
const bool l_260 = l_258 && l_259;
const uint32 l_261 = (l_260) ? uint32(1) : uint32(0);
const uint32 l_262 = l_47 - l_261;
const uint32 l_263 = uint32(0) * blockDimGlobal;
const uint32 l_264 = threadIdxGlobal + l_263;
const uint32 l_265 = l_42 + l_264;
const bool l_266 = l_264 < l_262;
if (l_266) {
const float_4 l_267 = l_arr_10[uint32(0)];
const float_4 l_268 = l_arr_11[uint32(0)];
l_mut_86 = l_267;
l_mut_269 = float(0.0);
const bool l_270 = uint32(0) < uint32(4);
const bool l_271 = bool(true) || l_270;
if (l_271) {
const float l_272 = l_mut_86.i_0;
const float l_273 = l_272 - l_mut_74;
const float l_274 = __expf(l_273);
l_mut_269 = l_mut_269 + l_274;
}
const bool l_275 = uint32(1) < uint32(4);
const bool l_276 = bool(true) || l_275;
if (l_276) {
const float l_277 = l_mut_86.i_1;
const float l_278 = l_277 - l_mut_74;
const float l_279 = __expf(l_278);
l_mut_269 = l_mut_269 + l_279;
}
const bool l_280 = uint32(2) < uint32(4);
const bool l_281 = bool(true) || l_280;
if (l_281) {
const float l_282 = l_mut_86.i_2;
const float l_283 = l_282 - l_mut_74;
const float l_284 = __expf(l_283);
l_mut_269 = l_mut_269 + l_284;
}
const bool l_285 = uint32(3) < uint32(4);
const bool l_286 = bool(true) || l_285;
if (l_286) {
const float l_287 = l_mut_86.i_3;
const float l_288 = l_287 - l_mut_74;
const float l_289 = __expf(l_288);
l_mut_269 = l_mut_269 + l_289;
}
l_mut_87 = l_mut_87 + l_mut_269;
} else {
const uint32 l_290 = l_264 + uint32(1);
const bool l_291 = l_290 == l_47;
if (l_291) {
const float_4 l_292 = l_arr_10[uint32(0)];
const float_4 l_293 = l_arr_11[uint32(0)];
l_mut_86 = l_292;
l_mut_269 = float(0.0);
const bool l_294 = uint32(0) < l_50;
const bool l_295 = bool(false) || l_294;
if (l_295) {
const float l_296 = l_mut_86.i_0;
const float l_297 = l_296 - l_mut_74;
const float l_298 = __expf(l_297);
l_mut_269 = l_mut_269 + l_298;
}
const bool l_299 = uint32(1) < l_50;
const bool l_300 = bool(false) || l_299;
if (l_300) {
const float l_301 = l_mut_86.i_1;
const float l_302 = l_301 - l_mut_74;
const float l_303 = __expf(l_302);
l_mut_269 = l_mut_269 + l_303;
}
const bool l_304 = uint32(2) < l_50;
const bool l_305 = bool(false) || l_304;
if (l_305) {
const float l_306 = l_mut_86.i_2;
const float l_307 = l_306 - l_mut_74;
const float l_308 = __expf(l_307);
l_mut_269 = l_mut_269 + l_308;
}
const bool l_309 = uint32(3) < l_50;
const bool l_310 = bool(false) || l_309;
if (l_310) {
const float l_311 = l_mut_86.i_3;
const float l_312 = l_311 - l_mut_74;
const float l_313 = __expf(l_312);
l_mut_269 = l_mut_269 + l_313;
}
l_mut_87 = l_mut_87 + l_mut_269;
}
}
const uint32 l_314 = uint32(1) * blockDimGlobal;
const uint32 l_315 = threadIdxGlobal + l_314;
const uint32 l_316 = l_42 + l_315;
const bool l_317 = l_315 < l_262;
if (l_317) {
const float_4 l_318 = l_arr_10[uint32(1)];
const float_4 l_319 = l_arr_11[uint32(1)];
l_mut_86 = l_318;
l_mut_269 = float(0.0);
const bool l_320 = uint32(0) < uint32(4);
const bool l_321 = bool(true) || l_320;
if (l_321) {
const float l_322 = l_mut_86.i_0;
const float l_323 = l_322 - l_mut_74;
const float l_324 = __expf(l_323);
l_mut_269 = l_mut_269 + l_324;
}
const bool l_325 = uint32(1) < uint32(4);
const bool l_326 = bool(true) || l_325;
if (l_326) {
const float l_327 = l_mut_86.i_1;
const float l_328 = l_327 - l_mut_74;
const float l_329 = __expf(l_328);
l_mut_269 = l_mut_269 + l_329;
}
const bool l_330 = uint32(2) < uint32(4);
const bool l_331 = bool(true) || l_330;
if (l_331) {
const float l_332 = l_mut_86.i_2;
const float l_333 = l_332 - l_mut_74;
const float l_334 = __expf(l_333);
l_mut_269 = l_mut_269 + l_334;
}
const bool l_335 = uint32(3) < uint32(4);
const bool l_336 = bool(true) || l_335;
if (l_336) {
const float l_337 = l_mut_86.i_3;
const float l_338 = l_337 - l_mut_74;
const float l_339 = __expf(l_338);
l_mut_269 = l_mut_269 + l_339;
}
l_mut_87 = l_mut_87 + l_mut_269;
} else {
const uint32 l_340 = l_315 + uint32(1);
const bool l_341 = l_340 == l_47;
if (l_341) {
const float_4 l_342 = l_arr_10[uint32(1)];
const float_4 l_343 = l_arr_11[uint32(1)];
l_mut_86 = l_342;
l_mut_269 = float(0.0);
const bool l_344 = uint32(0) < l_50;
const bool l_345 = bool(false) || l_344;
if (l_345) {
const float l_346 = l_mut_86.i_0;
const float l_347 = l_346 - l_mut_74;
const float l_348 = __expf(l_347);
l_mut_269 = l_mut_269 + l_348;
}
const bool l_349 = uint32(1) < l_50;
const bool l_350 = bool(false) || l_349;
if (l_350) {
const float l_351 = l_mut_86.i_1;
const float l_352 = l_351 - l_mut_74;
const float l_353 = __expf(l_352);
l_mut_269 = l_mut_269 + l_353;
}
const bool l_354 = uint32(2) < l_50;
const bool l_355 = bool(false) || l_354;
if (l_355) {
const float l_356 = l_mut_86.i_2;
const float l_357 = l_356 - l_mut_74;
const float l_358 = __expf(l_357);
l_mut_269 = l_mut_269 + l_358;
}
const bool l_359 = uint32(3) < l_50;
const bool l_360 = bool(false) || l_359;
if (l_360) {
const float l_361 = l_mut_86.i_3;
const float l_362 = l_361 - l_mut_74;
const float l_363 = __expf(l_362);
l_mut_269 = l_mut_269 + l_363;
}
l_mut_87 = l_mut_87 + l_mut_269;
}
}
const uint32 l_364 = uint32(2) * blockDimGlobal;
const uint32 l_365 = threadIdxGlobal + l_364;
const uint32 l_366 = l_42 + l_365;
const bool l_367 = l_365 < l_262;
if (l_367) {
const float_4 l_368 = l_arr_10[uint32(2)];
const float_4 l_369 = l_arr_11[uint32(2)];
l_mut_86 = l_368;
l_mut_269 = float(0.0);
const bool l_370 = uint32(0) < uint32(4);
const bool l_371 = bool(true) || l_370;
if (l_371) {
const float l_372 = l_mut_86.i_0;
const float l_373 = l_372 - l_mut_74;
const float l_374 = __expf(l_373);
l_mut_269 = l_mut_269 + l_374;
}
const bool l_375 = uint32(1) < uint32(4);
const bool l_376 = bool(true) || l_375;
if (l_376) {
const float l_377 = l_mut_86.i_1;
const float l_378 = l_377 - l_mut_74;
const float l_379 = __expf(l_378);
l_mut_269 = l_mut_269 + l_379;
}
const bool l_380 = uint32(2) < uint32(4);
const bool l_381 = bool(true) || l_380;
if (l_381) {
const float l_382 = l_mut_86.i_2;
const float l_383 = l_382 - l_mut_74;
const float l_384 = __expf(l_383);
l_mut_269 = l_mut_269 + l_384;
}
const bool l_385 = uint32(3) < uint32(4);
const bool l_386 = bool(true) || l_385;
if (l_386) {
const float l_387 = l_mut_86.i_3;
const float l_388 = l_387 - l_mut_74;
const float l_389 = __expf(l_388);
l_mut_269 = l_mut_269 + l_389;
}
l_mut_87 = l_mut_87 + l_mut_269;
} else {
const uint32 l_390 = l_365 + uint32(1);
const bool l_391 = l_390 == l_47;
if (l_391) {
const float_4 l_392 = l_arr_10[uint32(2)];
const float_4 l_393 = l_arr_11[uint32(2)];
l_mut_86 = l_392;
l_mut_269 = float(0.0);
const bool l_394 = uint32(0) < l_50;
const bool l_395 = bool(false) || l_394;
if (l_395) {
const float l_396 = l_mut_86.i_0;
const float l_397 = l_396 - l_mut_74;
const float l_398 = __expf(l_397);
l_mut_269 = l_mut_269 + l_398;
}
const bool l_399 = uint32(1) < l_50;
const bool l_400 = bool(false) || l_399;
if (l_400) {
const float l_401 = l_mut_86.i_1;
const float l_402 = l_401 - l_mut_74;
const float l_403 = __expf(l_402);
l_mut_269 = l_mut_269 + l_403;
}
const bool l_404 = uint32(2) < l_50;
const bool l_405 = bool(false) || l_404;
if (l_405) {
const float l_406 = l_mut_86.i_2;
const float l_407 = l_406 - l_mut_74;
const float l_408 = __expf(l_407);
l_mut_269 = l_mut_269 + l_408;
}
const bool l_409 = uint32(3) < l_50;
const bool l_410 = bool(false) || l_409;
if (l_410) {
const float l_411 = l_mut_86.i_3;
const float l_412 = l_411 - l_mut_74;
const float l_413 = __expf(l_412);
l_mut_269 = l_mut_269 + l_413;
}
l_mut_87 = l_mut_87 + l_mut_269;
}
}
const uint32 l_414 = uint32(3) * blockDimGlobal;
const uint32 l_415 = threadIdxGlobal + l_414;
const uint32 l_416 = l_42 + l_415;
const bool l_417 = l_415 < l_262;
if (l_417) {
const float_4 l_418 = l_arr_10[uint32(3)];
const float_4 l_419 = l_arr_11[uint32(3)];
l_mut_86 = l_418;
l_mut_269 = float(0.0);
const bool l_420 = uint32(0) < uint32(4);
const bool l_421 = bool(true) || l_420;
if (l_421) {
const float l_422 = l_mut_86.i_0;
const float l_423 = l_422 - l_mut_74;
const float l_424 = __expf(l_423);
l_mut_269 = l_mut_269 + l_424;
}
const bool l_425 = uint32(1) < uint32(4);
const bool l_426 = bool(true) || l_425;
if (l_426) {
const float l_427 = l_mut_86.i_1;
const float l_428 = l_427 - l_mut_74;
const float l_429 = __expf(l_428);
l_mut_269 = l_mut_269 + l_429;
}
const bool l_430 = uint32(2) < uint32(4);
const bool l_431 = bool(true) || l_430;
if (l_431) {
const float l_432 = l_mut_86.i_2;
const float l_433 = l_432 - l_mut_74;
const float l_434 = __expf(l_433);
l_mut_269 = l_mut_269 + l_434;
}
const bool l_435 = uint32(3) < uint32(4);
const bool l_436 = bool(true) || l_435;
if (l_436) {
const float l_437 = l_mut_86.i_3;
const float l_438 = l_437 - l_mut_74;
const float l_439 = __expf(l_438);
l_mut_269 = l_mut_269 + l_439;
}
l_mut_87 = l_mut_87 + l_mut_269;
} else {
const uint32 l_440 = l_415 + uint32(1);
const bool l_441 = l_440 == l_47;
if (l_441) {
const float_4 l_442 = l_arr_10[uint32(3)];
const float_4 l_443 = l_arr_11[uint32(3)];
l_mut_86 = l_442;
l_mut_269 = float(0.0);
const bool l_444 = uint32(0) < l_50;
const bool l_445 = bool(false) || l_444;
if (l_445) {
const float l_446 = l_mut_86.i_0;
const float l_447 = l_446 - l_mut_74;
const float l_448 = __expf(l_447);
l_mut_269 = l_mut_269 + l_448;
}
const bool l_449 = uint32(1) < l_50;
const bool l_450 = bool(false) || l_449;
if (l_450) {
const float l_451 = l_mut_86.i_1;
const float l_452 = l_451 - l_mut_74;
const float l_453 = __expf(l_452);
l_mut_269 = l_mut_269 + l_453;
}
const bool l_454 = uint32(2) < l_50;
const bool l_455 = bool(false) || l_454;
if (l_455) {
const float l_456 = l_mut_86.i_2;
const float l_457 = l_456 - l_mut_74;
const float l_458 = __expf(l_457);
l_mut_269 = l_mut_269 + l_458;
}
const bool l_459 = uint32(3) < l_50;
const bool l_460 = bool(false) || l_459;
if (l_460) {
const float l_461 = l_mut_86.i_3;
const float l_462 = l_461 - l_mut_74;
const float l_463 = __expf(l_462);
l_mut_269 = l_mut_269 + l_463;
}
l_mut_87 = l_mut_87 + l_mut_269;
}
}
const float l_464 = max(l_mut_39, l_mut_74);
const float l_465 = l_mut_39 - l_464;
const float l_466 = __expf(l_465);
const float l_467 = l_mut_40 * l_466;
const float l_468 = l_mut_74 - l_464;
const float l_469 = __expf(l_468);
const float l_470 = l_mut_87 * l_469;
const float l_471 = l_467 + l_470;
l_mut_37 = l_464;
l_mut_38 = l_471;
auto plane_l_472 = [&]() -> float {
    float acc = l_mut_37;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
        acc = max(acc, __shfl_xor_sync(-1, acc, offset));
    };
    return acc;
};
const float l_472 = plane_l_472();
const float l_473 = l_mut_37 - l_472;
const float l_474 = __expf(l_473);
const float l_475 = l_mut_38 * l_474;
auto plane_l_476 = [&]() -> float {
    float acc = l_475;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
acc += __shfl_xor_sync(-1, acc, offset);
    };
    return acc;
};
const float l_476 = plane_l_476();
const uint32 l_477 = blockDimGlobal / warpSize;
const uint32 l_478 = l_mut_14 * uint32(8);
const uint32 l_479 = threadIdxGlobal % warpSize;
const bool l_480 = l_479 == uint32(0);
if (l_480) {
const uint32 l_481 = threadIdxGlobal / warpSize;
const uint32 l_482 = l_478 + l_481;
shared_memory_3[l_482] = l_472;
const uint32 l_483 = threadIdxGlobal / warpSize;
const uint32 l_484 = l_478 + l_483;
shared_memory_4[l_484] = l_476;
}
__syncthreads();

l_mut_269 = float(-3.4028234663852886e38);
l_mut_87 = float(0.0);
const uint32 l_485 = threadIdxGlobal % warpSize;
l_mut_52 = l_485;
while (true) {
const bool l_486 = l_mut_52 < l_477;
const bool l_487 = !l_486;
if (l_487) {
break;}
const uint32 l_488 = l_478 + l_mut_52;
const float l_489 = shared_memory_3[l_488];
const uint32 l_490 = l_478 + l_mut_52;
const float l_491 = shared_memory_4[l_490];
const float l_492 = max(l_mut_269, l_489);
const float l_493 = l_mut_269 - l_492;
const float l_494 = __expf(l_493);
const float l_495 = l_mut_87 * l_494;
const float l_496 = l_489 - l_492;
const float l_497 = __expf(l_496);
const float l_498 = l_491 * l_497;
const float l_499 = l_495 + l_498;
l_mut_269 = l_492;
l_mut_87 = l_499;
l_mut_52 = l_mut_52 + warpSize;
}
auto plane_l_500 = [&]() -> float {
    float acc = l_mut_269;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
        acc = max(acc, __shfl_xor_sync(-1, acc, offset));
    };
    return acc;
};
const float l_500 = plane_l_500();
const float l_501 = l_mut_269 - l_500;
const float l_502 = __expf(l_501);
const float l_503 = l_mut_87 * l_502;
auto plane_l_504 = [&]() -> float {
    float acc = l_503;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
acc += __shfl_xor_sync(-1, acc, offset);
    };
    return acc;
};
const float l_504 = plane_l_504();
l_mut_269 = l_500;
l_mut_87 = l_504;
const uint32 l_505 = uint32(1) - l_mut_14;
l_mut_14 = l_505;
l_mut_52 = uint32(4294967295);
const bool l_506 = l_mut_87 == float(0.0);
const float l_507 = float(1.0) / l_mut_87;
const float l_508 = (l_506) ? float(0.0) : l_507;
const float l_509 = __logf(l_mut_87);
const float l_510 = (l_506) ? float(0.0) : l_509;
const uint32 l_511 = l_18 * info.scalars_uint32[12];
const uint32 l_512 = l_511 + l_28;
const uint32 l_513 = uint32(0) * blockDimGlobal;
const uint32 l_514 = threadIdxGlobal + l_513;
const bool l_515 = l_514 < l_33;
if (l_515) {
const float_4 l_516 = l_arr_10[uint32(0)];
const float_4 l_517 = l_arr_11[uint32(0)];
const uint32 l_518 = l_28 + l_514;
l_mut_86 = l_516;
const uint32 l_519 = l_512 + l_514;
const float_4 l_520 = float_4{
l_mut_269,l_mut_269,l_mut_269,l_mut_269,};
const float_4 l_521 = float_4{
l_mut_86.i_0 - l_520.i_0, l_mut_86.i_1 - l_520.i_1, l_mut_86.i_2 - l_520.i_2, l_mut_86.i_3 - l_520.i_3, };
const float_4 l_522 = float_4{
__expf(l_521.i_0),__expf(l_521.i_1),__expf(l_521.i_2),__expf(l_521.i_3),};
const float_4 l_523 = float_4{
l_508,l_508,l_508,l_508,};
const float_4 l_524 = float_4{
l_522.i_0 * l_523.i_0, l_522.i_1 * l_523.i_1, l_522.i_2 * l_523.i_2, l_522.i_3 * l_523.i_3, };
buffer_2[l_519] = reinterpret_cast< float_4 const&>(l_524);
}
const uint32 l_525 = uint32(1) * blockDimGlobal;
const uint32 l_526 = threadIdxGlobal + l_525;
const bool l_527 = l_526 < l_33;
if (l_527) {
const float_4 l_528 = l_arr_10[uint32(1)];
const float_4 l_529 = l_arr_11[uint32(1)];
const uint32 l_530 = l_28 + l_526;
l_mut_86 = l_528;
const uint32 l_531 = l_512 + l_526;
const float_4 l_532 = float_4{
l_mut_269,l_mut_269,l_mut_269,l_mut_269,};
const float_4 l_533 = float_4{
l_mut_86.i_0 - l_532.i_0, l_mut_86.i_1 - l_532.i_1, l_mut_86.i_2 - l_532.i_2, l_mut_86.i_3 - l_532.i_3, };
const float_4 l_534 = float_4{
__expf(l_533.i_0),__expf(l_533.i_1),__expf(l_533.i_2),__expf(l_533.i_3),};
const float_4 l_535 = float_4{
l_508,l_508,l_508,l_508,};
const float_4 l_536 = float_4{
l_534.i_0 * l_535.i_0, l_534.i_1 * l_535.i_1, l_534.i_2 * l_535.i_2, l_534.i_3 * l_535.i_3, };
buffer_2[l_531] = reinterpret_cast< float_4 const&>(l_536);
}
const uint32 l_537 = uint32(2) * blockDimGlobal;
const uint32 l_538 = threadIdxGlobal + l_537;
const bool l_539 = l_538 < l_33;
if (l_539) {
const float_4 l_540 = l_arr_10[uint32(2)];
const float_4 l_541 = l_arr_11[uint32(2)];
const uint32 l_542 = l_28 + l_538;
l_mut_86 = l_540;
const uint32 l_543 = l_512 + l_538;
const float_4 l_544 = float_4{
l_mut_269,l_mut_269,l_mut_269,l_mut_269,};
const float_4 l_545 = float_4{
l_mut_86.i_0 - l_544.i_0, l_mut_86.i_1 - l_544.i_1, l_mut_86.i_2 - l_544.i_2, l_mut_86.i_3 - l_544.i_3, };
const float_4 l_546 = float_4{
__expf(l_545.i_0),__expf(l_545.i_1),__expf(l_545.i_2),__expf(l_545.i_3),};
const float_4 l_547 = float_4{
l_508,l_508,l_508,l_508,};
const float_4 l_548 = float_4{
l_546.i_0 * l_547.i_0, l_546.i_1 * l_547.i_1, l_546.i_2 * l_547.i_2, l_546.i_3 * l_547.i_3, };
buffer_2[l_543] = reinterpret_cast< float_4 const&>(l_548);
}
const uint32 l_549 = uint32(3) * blockDimGlobal;
const uint32 l_550 = threadIdxGlobal + l_549;
const bool l_551 = l_550 < l_33;
if (l_551) {
const float_4 l_552 = l_arr_10[uint32(3)];
const float_4 l_553 = l_arr_11[uint32(3)];
const uint32 l_554 = l_28 + l_550;
l_mut_86 = l_552;
const uint32 l_555 = l_512 + l_550;
const float_4 l_556 = float_4{
l_mut_269,l_mut_269,l_mut_269,l_mut_269,};
const float_4 l_557 = float_4{
l_mut_86.i_0 - l_556.i_0, l_mut_86.i_1 - l_556.i_1, l_mut_86.i_2 - l_556.i_2, l_mut_86.i_3 - l_556.i_3, };
const float_4 l_558 = float_4{
__expf(l_557.i_0),__expf(l_557.i_1),__expf(l_557.i_2),__expf(l_557.i_3),};
const float_4 l_559 = float_4{
l_508,l_508,l_508,l_508,};
const float_4 l_560 = float_4{
l_558.i_0 * l_559.i_0, l_558.i_1 * l_559.i_1, l_558.i_2 * l_559.i_2, l_558.i_3 * l_559.i_3, };
buffer_2[l_555] = reinterpret_cast< float_4 const&>(l_560);
}
l_mut_13 = l_mut_13 + gridDimGlobal;
}

}

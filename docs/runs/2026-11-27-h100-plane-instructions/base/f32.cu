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
uint32 scalars_uint32[26];uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(256)softmax_plane_per_row_f_f32_g_f32_m_f32_n_4 (
    const float_4* __restrict__ buffer_0, const float_4* __restrict__ buffer_1, float_4* buffer_2, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
float_4 l_arr_13[4];

float_4 l_arr_14[4];

float_4 l_mut_57;
float l_mut_49;
float l_mut_58;
float l_mut_239;
float l_mut_450;
uint32 l_mut_15;
uint32 l_mut_21;
uint32 l_mut_22;
uint32 l_mut_27;
const uint32 l_0 = info.scalars_uint32[1] - uint32(1);
const uint32 l_1 = l_0 * uint32(4);
const uint32 l_2 = l_1 + info.scalars_uint32[2];
const uint32 l_3 = blockDimGlobal / uint32(32);
const uint32 l_4 = threadIdxGlobal % uint32(32);
const uint32 l_5 = threadIdxGlobal % warpSize;
const uint32 l_6 = l_5 / uint32(32);
const uint32 l_7 = blockIdxGlobal * l_3;
const uint32 l_8 = threadIdxGlobal / warpSize;
const uint32 l_9 = warpSize / uint32(32);
const uint32 l_10 = l_8 * l_9;
const uint32 l_11 = l_7 + l_10;
const uint32 l_12 = gridDimGlobal * l_3;
l_mut_15 = l_11;
while (true) {
const bool l_16 = l_mut_15 < info.scalars_uint32[0];
const bool l_17 = !l_16;
if (l_17) {
break;}
const uint32 l_18 = l_mut_15 + l_6;
const bool l_19 = l_18 < info.scalars_uint32[0];
const uint32 l_20 = (l_19) ? info.scalars_uint32[1] : uint32(0);
l_mut_21 = l_2;
l_mut_22 = uint32(0);
const bool l_23 = info.scalars_float[0] < float(0.0);
const float l_24 = -info.scalars_float[1];
const float l_25 = (l_23) ? l_24 : info.scalars_float[1];
const uint32 l_26 = l_18 * info.scalars_uint32[5];
l_mut_27 = l_20;
const uint32 l_28 = uint32(0) * uint32(32);
const uint32 l_29 = l_4 + l_28;
const bool l_30 = l_29 < l_mut_27;
if (l_30) {
const uint32 l_31 = l_26 + l_29;
const float_4 l_32 = buffer_0[l_31];
l_arr_13[uint32(0)] = reinterpret_cast< float_4 const&>(l_32);
}
const uint32 l_33 = uint32(1) * uint32(32);
const uint32 l_34 = l_4 + l_33;
const bool l_35 = l_34 < l_mut_27;
if (l_35) {
const uint32 l_36 = l_26 + l_34;
const float_4 l_37 = buffer_0[l_36];
l_arr_13[uint32(1)] = reinterpret_cast< float_4 const&>(l_37);
}
const uint32 l_38 = uint32(2) * uint32(32);
const uint32 l_39 = l_4 + l_38;
const bool l_40 = l_39 < l_mut_27;
if (l_40) {
const uint32 l_41 = l_26 + l_39;
const float_4 l_42 = buffer_0[l_41];
l_arr_13[uint32(2)] = reinterpret_cast< float_4 const&>(l_42);
}
const uint32 l_43 = uint32(3) * uint32(32);
const uint32 l_44 = l_4 + l_43;
const bool l_45 = l_44 < l_mut_27;
if (l_45) {
const uint32 l_46 = l_26 + l_44;
const float_4 l_47 = buffer_0[l_46];
l_arr_13[uint32(3)] = reinterpret_cast< float_4 const&>(l_47);
}
const uint32 l_48 = l_mut_22 + uint32(0);
l_mut_49 = float(-3.4028234663852886e38);
const uint32 l_50 = uint32(0) * uint32(32);
const uint32 l_51 = l_4 + l_50;
const uint32 l_52 = uint32(0) + l_51;
const uint32 l_53 = l_51 + uint32(1);
const bool l_54 = l_53 < l_20;
if (l_54) {
const float_4 l_55 = l_arr_13[uint32(0)];
const float_4 l_56 = l_arr_14[uint32(0)];
l_mut_57 = l_55;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_59 = uint32(0) < uint32(4);
const bool l_60 = bool(true) || l_59;
if (l_60) {
const float l_61 = l_mut_57.i_0;
const float l_62 = max(l_mut_58, l_61);
l_mut_58 = l_62;
}
const bool l_63 = uint32(1) < uint32(4);
const bool l_64 = bool(true) || l_63;
if (l_64) {
const float l_65 = l_mut_57.i_1;
const float l_66 = max(l_mut_58, l_65);
l_mut_58 = l_66;
}
const bool l_67 = uint32(2) < uint32(4);
const bool l_68 = bool(true) || l_67;
if (l_68) {
const float l_69 = l_mut_57.i_2;
const float l_70 = max(l_mut_58, l_69);
l_mut_58 = l_70;
}
const bool l_71 = uint32(3) < uint32(4);
const bool l_72 = bool(true) || l_71;
if (l_72) {
const float l_73 = l_mut_57.i_3;
const float l_74 = max(l_mut_58, l_73);
l_mut_58 = l_74;
}
const float l_75 = max(l_mut_49, l_mut_58);
l_mut_49 = l_75;
} else {
const uint32 l_76 = l_51 + uint32(1);
const bool l_77 = l_76 == l_20;
if (l_77) {
const float_4 l_78 = l_arr_13[uint32(0)];
const float_4 l_79 = l_arr_14[uint32(0)];
l_mut_57 = l_78;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_80 = uint32(0) < info.scalars_uint32[2];
const bool l_81 = bool(false) || l_80;
if (l_81) {
const float l_82 = l_mut_57.i_0;
const float l_83 = max(l_mut_58, l_82);
l_mut_58 = l_83;
}
const bool l_84 = uint32(1) < info.scalars_uint32[2];
const bool l_85 = bool(false) || l_84;
if (l_85) {
const float l_86 = l_mut_57.i_1;
const float l_87 = max(l_mut_58, l_86);
l_mut_58 = l_87;
}
const bool l_88 = uint32(2) < info.scalars_uint32[2];
const bool l_89 = bool(false) || l_88;
if (l_89) {
const float l_90 = l_mut_57.i_2;
const float l_91 = max(l_mut_58, l_90);
l_mut_58 = l_91;
}
const bool l_92 = uint32(3) < info.scalars_uint32[2];
const bool l_93 = bool(false) || l_92;
if (l_93) {
const float l_94 = l_mut_57.i_3;
const float l_95 = max(l_mut_58, l_94);
l_mut_58 = l_95;
}
const float l_96 = max(l_mut_49, l_mut_58);
l_mut_49 = l_96;
}
}
const uint32 l_97 = uint32(1) * uint32(32);
const uint32 l_98 = l_4 + l_97;
const uint32 l_99 = uint32(0) + l_98;
const uint32 l_100 = l_98 + uint32(1);
const bool l_101 = l_100 < l_20;
if (l_101) {
const float_4 l_102 = l_arr_13[uint32(1)];
const float_4 l_103 = l_arr_14[uint32(1)];
l_mut_57 = l_102;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_104 = uint32(0) < uint32(4);
const bool l_105 = bool(true) || l_104;
if (l_105) {
const float l_106 = l_mut_57.i_0;
const float l_107 = max(l_mut_58, l_106);
l_mut_58 = l_107;
}
const bool l_108 = uint32(1) < uint32(4);
const bool l_109 = bool(true) || l_108;
if (l_109) {
const float l_110 = l_mut_57.i_1;
const float l_111 = max(l_mut_58, l_110);
l_mut_58 = l_111;
}
const bool l_112 = uint32(2) < uint32(4);
const bool l_113 = bool(true) || l_112;
if (l_113) {
const float l_114 = l_mut_57.i_2;
const float l_115 = max(l_mut_58, l_114);
l_mut_58 = l_115;
}
const bool l_116 = uint32(3) < uint32(4);
const bool l_117 = bool(true) || l_116;
if (l_117) {
const float l_118 = l_mut_57.i_3;
const float l_119 = max(l_mut_58, l_118);
l_mut_58 = l_119;
}
const float l_120 = max(l_mut_49, l_mut_58);
l_mut_49 = l_120;
} else {
const uint32 l_121 = l_98 + uint32(1);
const bool l_122 = l_121 == l_20;
if (l_122) {
const float_4 l_123 = l_arr_13[uint32(1)];
const float_4 l_124 = l_arr_14[uint32(1)];
l_mut_57 = l_123;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_125 = uint32(0) < info.scalars_uint32[2];
const bool l_126 = bool(false) || l_125;
if (l_126) {
const float l_127 = l_mut_57.i_0;
const float l_128 = max(l_mut_58, l_127);
l_mut_58 = l_128;
}
const bool l_129 = uint32(1) < info.scalars_uint32[2];
const bool l_130 = bool(false) || l_129;
if (l_130) {
const float l_131 = l_mut_57.i_1;
const float l_132 = max(l_mut_58, l_131);
l_mut_58 = l_132;
}
const bool l_133 = uint32(2) < info.scalars_uint32[2];
const bool l_134 = bool(false) || l_133;
if (l_134) {
const float l_135 = l_mut_57.i_2;
const float l_136 = max(l_mut_58, l_135);
l_mut_58 = l_136;
}
const bool l_137 = uint32(3) < info.scalars_uint32[2];
const bool l_138 = bool(false) || l_137;
if (l_138) {
const float l_139 = l_mut_57.i_3;
const float l_140 = max(l_mut_58, l_139);
l_mut_58 = l_140;
}
const float l_141 = max(l_mut_49, l_mut_58);
l_mut_49 = l_141;
}
}
const uint32 l_142 = uint32(2) * uint32(32);
const uint32 l_143 = l_4 + l_142;
const uint32 l_144 = uint32(0) + l_143;
const uint32 l_145 = l_143 + uint32(1);
const bool l_146 = l_145 < l_20;
if (l_146) {
const float_4 l_147 = l_arr_13[uint32(2)];
const float_4 l_148 = l_arr_14[uint32(2)];
l_mut_57 = l_147;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_149 = uint32(0) < uint32(4);
const bool l_150 = bool(true) || l_149;
if (l_150) {
const float l_151 = l_mut_57.i_0;
const float l_152 = max(l_mut_58, l_151);
l_mut_58 = l_152;
}
const bool l_153 = uint32(1) < uint32(4);
const bool l_154 = bool(true) || l_153;
if (l_154) {
const float l_155 = l_mut_57.i_1;
const float l_156 = max(l_mut_58, l_155);
l_mut_58 = l_156;
}
const bool l_157 = uint32(2) < uint32(4);
const bool l_158 = bool(true) || l_157;
if (l_158) {
const float l_159 = l_mut_57.i_2;
const float l_160 = max(l_mut_58, l_159);
l_mut_58 = l_160;
}
const bool l_161 = uint32(3) < uint32(4);
const bool l_162 = bool(true) || l_161;
if (l_162) {
const float l_163 = l_mut_57.i_3;
const float l_164 = max(l_mut_58, l_163);
l_mut_58 = l_164;
}
const float l_165 = max(l_mut_49, l_mut_58);
l_mut_49 = l_165;
} else {
const uint32 l_166 = l_143 + uint32(1);
const bool l_167 = l_166 == l_20;
if (l_167) {
const float_4 l_168 = l_arr_13[uint32(2)];
const float_4 l_169 = l_arr_14[uint32(2)];
l_mut_57 = l_168;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_170 = uint32(0) < info.scalars_uint32[2];
const bool l_171 = bool(false) || l_170;
if (l_171) {
const float l_172 = l_mut_57.i_0;
const float l_173 = max(l_mut_58, l_172);
l_mut_58 = l_173;
}
const bool l_174 = uint32(1) < info.scalars_uint32[2];
const bool l_175 = bool(false) || l_174;
if (l_175) {
const float l_176 = l_mut_57.i_1;
const float l_177 = max(l_mut_58, l_176);
l_mut_58 = l_177;
}
const bool l_178 = uint32(2) < info.scalars_uint32[2];
const bool l_179 = bool(false) || l_178;
if (l_179) {
const float l_180 = l_mut_57.i_2;
const float l_181 = max(l_mut_58, l_180);
l_mut_58 = l_181;
}
const bool l_182 = uint32(3) < info.scalars_uint32[2];
const bool l_183 = bool(false) || l_182;
if (l_183) {
const float l_184 = l_mut_57.i_3;
const float l_185 = max(l_mut_58, l_184);
l_mut_58 = l_185;
}
const float l_186 = max(l_mut_49, l_mut_58);
l_mut_49 = l_186;
}
}
const uint32 l_187 = uint32(3) * uint32(32);
const uint32 l_188 = l_4 + l_187;
const uint32 l_189 = uint32(0) + l_188;
const uint32 l_190 = l_188 + uint32(1);
const bool l_191 = l_190 < l_20;
if (l_191) {
const float_4 l_192 = l_arr_13[uint32(3)];
const float_4 l_193 = l_arr_14[uint32(3)];
l_mut_57 = l_192;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_194 = uint32(0) < uint32(4);
const bool l_195 = bool(true) || l_194;
if (l_195) {
const float l_196 = l_mut_57.i_0;
const float l_197 = max(l_mut_58, l_196);
l_mut_58 = l_197;
}
const bool l_198 = uint32(1) < uint32(4);
const bool l_199 = bool(true) || l_198;
if (l_199) {
const float l_200 = l_mut_57.i_1;
const float l_201 = max(l_mut_58, l_200);
l_mut_58 = l_201;
}
const bool l_202 = uint32(2) < uint32(4);
const bool l_203 = bool(true) || l_202;
if (l_203) {
const float l_204 = l_mut_57.i_2;
const float l_205 = max(l_mut_58, l_204);
l_mut_58 = l_205;
}
const bool l_206 = uint32(3) < uint32(4);
const bool l_207 = bool(true) || l_206;
if (l_207) {
const float l_208 = l_mut_57.i_3;
const float l_209 = max(l_mut_58, l_208);
l_mut_58 = l_209;
}
const float l_210 = max(l_mut_49, l_mut_58);
l_mut_49 = l_210;
} else {
const uint32 l_211 = l_188 + uint32(1);
const bool l_212 = l_211 == l_20;
if (l_212) {
const float_4 l_213 = l_arr_13[uint32(3)];
const float_4 l_214 = l_arr_14[uint32(3)];
l_mut_57 = l_213;
l_mut_58 = float(-3.4028234663852886e38);
const bool l_215 = uint32(0) < info.scalars_uint32[2];
const bool l_216 = bool(false) || l_215;
if (l_216) {
const float l_217 = l_mut_57.i_0;
const float l_218 = max(l_mut_58, l_217);
l_mut_58 = l_218;
}
const bool l_219 = uint32(1) < info.scalars_uint32[2];
const bool l_220 = bool(false) || l_219;
if (l_220) {
const float l_221 = l_mut_57.i_1;
const float l_222 = max(l_mut_58, l_221);
l_mut_58 = l_222;
}
const bool l_223 = uint32(2) < info.scalars_uint32[2];
const bool l_224 = bool(false) || l_223;
if (l_224) {
const float l_225 = l_mut_57.i_2;
const float l_226 = max(l_mut_58, l_225);
l_mut_58 = l_226;
}
const bool l_227 = uint32(3) < info.scalars_uint32[2];
const bool l_228 = bool(false) || l_227;
if (l_228) {
const float l_229 = l_mut_57.i_3;
const float l_230 = max(l_mut_58, l_229);
l_mut_58 = l_230;
}
const float l_231 = max(l_mut_49, l_mut_58);
l_mut_49 = l_231;
}
}
l_mut_58 = float(0.0);
const uint32 l_232 = uint32(0) * uint32(32);
const uint32 l_233 = l_4 + l_232;
const uint32 l_234 = uint32(0) + l_233;
const uint32 l_235 = l_233 + uint32(1);
const bool l_236 = l_235 < l_20;
if (l_236) {
const float_4 l_237 = l_arr_13[uint32(0)];
const float_4 l_238 = l_arr_14[uint32(0)];
l_mut_57 = l_237;
l_mut_239 = float(0.0);
const bool l_240 = uint32(0) < uint32(4);
const bool l_241 = bool(true) || l_240;
if (l_241) {
const float l_242 = l_mut_57.i_0;
const float l_243 = l_242 - l_mut_49;
const float l_244 = __expf(l_243);
l_mut_239 = l_mut_239 + l_244;
}
const bool l_245 = uint32(1) < uint32(4);
const bool l_246 = bool(true) || l_245;
if (l_246) {
const float l_247 = l_mut_57.i_1;
const float l_248 = l_247 - l_mut_49;
const float l_249 = __expf(l_248);
l_mut_239 = l_mut_239 + l_249;
}
const bool l_250 = uint32(2) < uint32(4);
const bool l_251 = bool(true) || l_250;
if (l_251) {
const float l_252 = l_mut_57.i_2;
const float l_253 = l_252 - l_mut_49;
const float l_254 = __expf(l_253);
l_mut_239 = l_mut_239 + l_254;
}
const bool l_255 = uint32(3) < uint32(4);
const bool l_256 = bool(true) || l_255;
if (l_256) {
const float l_257 = l_mut_57.i_3;
const float l_258 = l_257 - l_mut_49;
const float l_259 = __expf(l_258);
l_mut_239 = l_mut_239 + l_259;
}
l_mut_58 = l_mut_58 + l_mut_239;
} else {
const uint32 l_260 = l_233 + uint32(1);
const bool l_261 = l_260 == l_20;
if (l_261) {
const float_4 l_262 = l_arr_13[uint32(0)];
const float_4 l_263 = l_arr_14[uint32(0)];
l_mut_57 = l_262;
l_mut_239 = float(0.0);
const bool l_264 = uint32(0) < info.scalars_uint32[2];
const bool l_265 = bool(false) || l_264;
if (l_265) {
const float l_266 = l_mut_57.i_0;
const float l_267 = l_266 - l_mut_49;
const float l_268 = __expf(l_267);
l_mut_239 = l_mut_239 + l_268;
}
const bool l_269 = uint32(1) < info.scalars_uint32[2];
const bool l_270 = bool(false) || l_269;
if (l_270) {
const float l_271 = l_mut_57.i_1;
const float l_272 = l_271 - l_mut_49;
const float l_273 = __expf(l_272);
l_mut_239 = l_mut_239 + l_273;
}
const bool l_274 = uint32(2) < info.scalars_uint32[2];
const bool l_275 = bool(false) || l_274;
if (l_275) {
const float l_276 = l_mut_57.i_2;
const float l_277 = l_276 - l_mut_49;
const float l_278 = __expf(l_277);
l_mut_239 = l_mut_239 + l_278;
}
const bool l_279 = uint32(3) < info.scalars_uint32[2];
const bool l_280 = bool(false) || l_279;
if (l_280) {
const float l_281 = l_mut_57.i_3;
const float l_282 = l_281 - l_mut_49;
const float l_283 = __expf(l_282);
l_mut_239 = l_mut_239 + l_283;
}
l_mut_58 = l_mut_58 + l_mut_239;
}
}
const uint32 l_284 = uint32(1) * uint32(32);
const uint32 l_285 = l_4 + l_284;
const uint32 l_286 = uint32(0) + l_285;
const uint32 l_287 = l_285 + uint32(1);
const bool l_288 = l_287 < l_20;
if (l_288) {
const float_4 l_289 = l_arr_13[uint32(1)];
const float_4 l_290 = l_arr_14[uint32(1)];
l_mut_57 = l_289;
l_mut_239 = float(0.0);
const bool l_291 = uint32(0) < uint32(4);
const bool l_292 = bool(true) || l_291;
if (l_292) {
const float l_293 = l_mut_57.i_0;
const float l_294 = l_293 - l_mut_49;
const float l_295 = __expf(l_294);
l_mut_239 = l_mut_239 + l_295;
}
const bool l_296 = uint32(1) < uint32(4);
const bool l_297 = bool(true) || l_296;
if (l_297) {
const float l_298 = l_mut_57.i_1;
const float l_299 = l_298 - l_mut_49;
const float l_300 = __expf(l_299);
l_mut_239 = l_mut_239 + l_300;
}
const bool l_301 = uint32(2) < uint32(4);
const bool l_302 = bool(true) || l_301;
if (l_302) {
const float l_303 = l_mut_57.i_2;
const float l_304 = l_303 - l_mut_49;
const float l_305 = __expf(l_304);
l_mut_239 = l_mut_239 + l_305;
}
const bool l_306 = uint32(3) < uint32(4);
const bool l_307 = bool(true) || l_306;
if (l_307) {
const float l_308 = l_mut_57.i_3;
const float l_309 = l_308 - l_mut_49;
const float l_310 = __expf(l_309);
l_mut_239 = l_mut_239 + l_310;
}
l_mut_58 = l_mut_58 + l_mut_239;
} else {
const uint32 l_311 = l_285 + uint32(1);
const bool l_312 = l_311 == l_20;
if (l_312) {
const float_4 l_313 = l_arr_13[uint32(1)];
const float_4 l_314 = l_arr_14[uint32(1)];
l_mut_57 = l_313;
l_mut_239 = float(0.0);
const bool l_315 = uint32(0) < info.scalars_uint32[2];
const bool l_316 = bool(false) || l_315;
if (l_316) {
const float l_317 = l_mut_57.i_0;
const float l_318 = l_317 - l_mut_49;
const float l_319 = __expf(l_318);
l_mut_239 = l_mut_239 + l_319;
}
const bool l_320 = uint32(1) < info.scalars_uint32[2];
const bool l_321 = bool(false) || l_320;
if (l_321) {
const float l_322 = l_mut_57.i_1;
const float l_323 = l_322 - l_mut_49;
const float l_324 = __expf(l_323);
l_mut_239 = l_mut_239 + l_324;
}
const bool l_325 = uint32(2) < info.scalars_uint32[2];
const bool l_326 = bool(false) || l_325;
if (l_326) {
const float l_327 = l_mut_57.i_2;
const float l_328 = l_327 - l_mut_49;
const float l_329 = __expf(l_328);
l_mut_239 = l_mut_239 + l_329;
}
const bool l_330 = uint32(3) < info.scalars_uint32[2];
const bool l_331 = bool(false) || l_330;
if (l_331) {
const float l_332 = l_mut_57.i_3;
const float l_333 = l_332 - l_mut_49;
const float l_334 = __expf(l_333);
l_mut_239 = l_mut_239 + l_334;
}
l_mut_58 = l_mut_58 + l_mut_239;
}
}
const uint32 l_335 = uint32(2) * uint32(32);
const uint32 l_336 = l_4 + l_335;
const uint32 l_337 = uint32(0) + l_336;
const uint32 l_338 = l_336 + uint32(1);
const bool l_339 = l_338 < l_20;
if (l_339) {
const float_4 l_340 = l_arr_13[uint32(2)];
const float_4 l_341 = l_arr_14[uint32(2)];
l_mut_57 = l_340;
l_mut_239 = float(0.0);
const bool l_342 = uint32(0) < uint32(4);
const bool l_343 = bool(true) || l_342;
if (l_343) {
const float l_344 = l_mut_57.i_0;
const float l_345 = l_344 - l_mut_49;
const float l_346 = __expf(l_345);
l_mut_239 = l_mut_239 + l_346;
}
const bool l_347 = uint32(1) < uint32(4);
const bool l_348 = bool(true) || l_347;
if (l_348) {
const float l_349 = l_mut_57.i_1;
const float l_350 = l_349 - l_mut_49;
const float l_351 = __expf(l_350);
l_mut_239 = l_mut_239 + l_351;
}
const bool l_352 = uint32(2) < uint32(4);
const bool l_353 = bool(true) || l_352;
if (l_353) {
const float l_354 = l_mut_57.i_2;
const float l_355 = l_354 - l_mut_49;
const float l_356 = __expf(l_355);
l_mut_239 = l_mut_239 + l_356;
}
const bool l_357 = uint32(3) < uint32(4);
const bool l_358 = bool(true) || l_357;
if (l_358) {
const float l_359 = l_mut_57.i_3;
const float l_360 = l_359 - l_mut_49;
const float l_361 = __expf(l_360);
l_mut_239 = l_mut_239 + l_361;
}
l_mut_58 = l_mut_58 + l_mut_239;
} else {
const uint32 l_362 = l_336 + uint32(1);
const bool l_363 = l_362 == l_20;
if (l_363) {
const float_4 l_364 = l_arr_13[uint32(2)];
const float_4 l_365 = l_arr_14[uint32(2)];
l_mut_57 = l_364;
l_mut_239 = float(0.0);
const bool l_366 = uint32(0) < info.scalars_uint32[2];
const bool l_367 = bool(false) || l_366;
if (l_367) {
const float l_368 = l_mut_57.i_0;
const float l_369 = l_368 - l_mut_49;
const float l_370 = __expf(l_369);
l_mut_239 = l_mut_239 + l_370;
}
const bool l_371 = uint32(1) < info.scalars_uint32[2];
const bool l_372 = bool(false) || l_371;
if (l_372) {
const float l_373 = l_mut_57.i_1;
const float l_374 = l_373 - l_mut_49;
const float l_375 = __expf(l_374);
l_mut_239 = l_mut_239 + l_375;
}
const bool l_376 = uint32(2) < info.scalars_uint32[2];
const bool l_377 = bool(false) || l_376;
if (l_377) {
const float l_378 = l_mut_57.i_2;
const float l_379 = l_378 - l_mut_49;
const float l_380 = __expf(l_379);
l_mut_239 = l_mut_239 + l_380;
}
const bool l_381 = uint32(3) < info.scalars_uint32[2];
const bool l_382 = bool(false) || l_381;
if (l_382) {
const float l_383 = l_mut_57.i_3;
const float l_384 = l_383 - l_mut_49;
const float l_385 = __expf(l_384);
l_mut_239 = l_mut_239 + l_385;
}
l_mut_58 = l_mut_58 + l_mut_239;
}
}
const uint32 l_386 = uint32(3) * uint32(32);
const uint32 l_387 = l_4 + l_386;
const uint32 l_388 = uint32(0) + l_387;
const uint32 l_389 = l_387 + uint32(1);
const bool l_390 = l_389 < l_20;
if (l_390) {
const float_4 l_391 = l_arr_13[uint32(3)];
const float_4 l_392 = l_arr_14[uint32(3)];
l_mut_57 = l_391;
l_mut_239 = float(0.0);
const bool l_393 = uint32(0) < uint32(4);
const bool l_394 = bool(true) || l_393;
if (l_394) {
const float l_395 = l_mut_57.i_0;
const float l_396 = l_395 - l_mut_49;
const float l_397 = __expf(l_396);
l_mut_239 = l_mut_239 + l_397;
}
const bool l_398 = uint32(1) < uint32(4);
const bool l_399 = bool(true) || l_398;
if (l_399) {
const float l_400 = l_mut_57.i_1;
const float l_401 = l_400 - l_mut_49;
const float l_402 = __expf(l_401);
l_mut_239 = l_mut_239 + l_402;
}
const bool l_403 = uint32(2) < uint32(4);
const bool l_404 = bool(true) || l_403;
if (l_404) {
const float l_405 = l_mut_57.i_2;
const float l_406 = l_405 - l_mut_49;
const float l_407 = __expf(l_406);
l_mut_239 = l_mut_239 + l_407;
}
const bool l_408 = uint32(3) < uint32(4);
const bool l_409 = bool(true) || l_408;
if (l_409) {
const float l_410 = l_mut_57.i_3;
const float l_411 = l_410 - l_mut_49;
const float l_412 = __expf(l_411);
l_mut_239 = l_mut_239 + l_412;
}
l_mut_58 = l_mut_58 + l_mut_239;
} else {
const uint32 l_413 = l_387 + uint32(1);
const bool l_414 = l_413 == l_20;
if (l_414) {
const float_4 l_415 = l_arr_13[uint32(3)];
const float_4 l_416 = l_arr_14[uint32(3)];
l_mut_57 = l_415;
l_mut_239 = float(0.0);
const bool l_417 = uint32(0) < info.scalars_uint32[2];
const bool l_418 = bool(false) || l_417;
if (l_418) {
const float l_419 = l_mut_57.i_0;
const float l_420 = l_419 - l_mut_49;
const float l_421 = __expf(l_420);
l_mut_239 = l_mut_239 + l_421;
}
const bool l_422 = uint32(1) < info.scalars_uint32[2];
const bool l_423 = bool(false) || l_422;
if (l_423) {
const float l_424 = l_mut_57.i_1;
const float l_425 = l_424 - l_mut_49;
const float l_426 = __expf(l_425);
l_mut_239 = l_mut_239 + l_426;
}
const bool l_427 = uint32(2) < info.scalars_uint32[2];
const bool l_428 = bool(false) || l_427;
if (l_428) {
const float l_429 = l_mut_57.i_2;
const float l_430 = l_429 - l_mut_49;
const float l_431 = __expf(l_430);
l_mut_239 = l_mut_239 + l_431;
}
const bool l_432 = uint32(3) < info.scalars_uint32[2];
const bool l_433 = bool(false) || l_432;
if (l_433) {
const float l_434 = l_mut_57.i_3;
const float l_435 = l_434 - l_mut_49;
const float l_436 = __expf(l_435);
l_mut_239 = l_mut_239 + l_436;
}
l_mut_58 = l_mut_58 + l_mut_239;
}
}
l_mut_239 = l_mut_49;
l_mut_27 = uint32(1);
const float l_437 = { __shfl_xor_sync(-1, l_mut_239, l_mut_27) };
const float l_438 = max(l_mut_239, l_437);
l_mut_239 = l_438;
l_mut_27 = l_mut_27 * uint32(2);
const float l_439 = { __shfl_xor_sync(-1, l_mut_239, l_mut_27) };
const float l_440 = max(l_mut_239, l_439);
l_mut_239 = l_440;
l_mut_27 = l_mut_27 * uint32(2);
const float l_441 = { __shfl_xor_sync(-1, l_mut_239, l_mut_27) };
const float l_442 = max(l_mut_239, l_441);
l_mut_239 = l_442;
l_mut_27 = l_mut_27 * uint32(2);
const float l_443 = { __shfl_xor_sync(-1, l_mut_239, l_mut_27) };
const float l_444 = max(l_mut_239, l_443);
l_mut_239 = l_444;
l_mut_27 = l_mut_27 * uint32(2);
const float l_445 = { __shfl_xor_sync(-1, l_mut_239, l_mut_27) };
const float l_446 = max(l_mut_239, l_445);
l_mut_239 = l_446;
l_mut_27 = l_mut_27 * uint32(2);
const float l_447 = l_mut_49 - l_mut_239;
const float l_448 = __expf(l_447);
const float l_449 = l_mut_58 * l_448;
l_mut_450 = l_449;
l_mut_27 = uint32(1);
const float l_451 = { __shfl_xor_sync(-1, l_mut_450, l_mut_27) };
l_mut_450 = l_mut_450 + l_451;
l_mut_27 = l_mut_27 * uint32(2);
const float l_452 = { __shfl_xor_sync(-1, l_mut_450, l_mut_27) };
l_mut_450 = l_mut_450 + l_452;
l_mut_27 = l_mut_27 * uint32(2);
const float l_453 = { __shfl_xor_sync(-1, l_mut_450, l_mut_27) };
l_mut_450 = l_mut_450 + l_453;
l_mut_27 = l_mut_27 * uint32(2);
const float l_454 = { __shfl_xor_sync(-1, l_mut_450, l_mut_27) };
l_mut_450 = l_mut_450 + l_454;
l_mut_27 = l_mut_27 * uint32(2);
const float l_455 = { __shfl_xor_sync(-1, l_mut_450, l_mut_27) };
l_mut_450 = l_mut_450 + l_455;
l_mut_27 = l_mut_27 * uint32(2);
const bool l_456 = l_mut_450 == float(0.0);
const float l_457 = float(1.0) / l_mut_450;
const float l_458 = (l_456) ? float(0.0) : l_457;
const float l_459 = __logf(l_mut_450);
const float l_460 = (l_456) ? float(0.0) : l_459;
const uint32 l_461 = l_18 * info.scalars_uint32[12];
const uint32 l_462 = uint32(0) * uint32(32);
const uint32 l_463 = l_4 + l_462;
const bool l_464 = l_463 < l_20;
if (l_464) {
const float_4 l_465 = l_arr_13[uint32(0)];
const float_4 l_466 = l_arr_14[uint32(0)];
const uint32 l_467 = uint32(0) + l_463;
l_mut_57 = l_465;
const uint32 l_468 = l_461 + l_463;
const float_4 l_469 = float_4{
l_mut_239,l_mut_239,l_mut_239,l_mut_239,};
const float_4 l_470 = float_4{
l_mut_57.i_0 - l_469.i_0, l_mut_57.i_1 - l_469.i_1, l_mut_57.i_2 - l_469.i_2, l_mut_57.i_3 - l_469.i_3, };
const float_4 l_471 = float_4{
__expf(l_470.i_0),__expf(l_470.i_1),__expf(l_470.i_2),__expf(l_470.i_3),};
const float_4 l_472 = float_4{
l_458,l_458,l_458,l_458,};
const float_4 l_473 = float_4{
l_471.i_0 * l_472.i_0, l_471.i_1 * l_472.i_1, l_471.i_2 * l_472.i_2, l_471.i_3 * l_472.i_3, };
buffer_2[l_468] = reinterpret_cast< float_4 const&>(l_473);
}
const uint32 l_474 = uint32(1) * uint32(32);
const uint32 l_475 = l_4 + l_474;
const bool l_476 = l_475 < l_20;
if (l_476) {
const float_4 l_477 = l_arr_13[uint32(1)];
const float_4 l_478 = l_arr_14[uint32(1)];
const uint32 l_479 = uint32(0) + l_475;
l_mut_57 = l_477;
const uint32 l_480 = l_461 + l_475;
const float_4 l_481 = float_4{
l_mut_239,l_mut_239,l_mut_239,l_mut_239,};
const float_4 l_482 = float_4{
l_mut_57.i_0 - l_481.i_0, l_mut_57.i_1 - l_481.i_1, l_mut_57.i_2 - l_481.i_2, l_mut_57.i_3 - l_481.i_3, };
const float_4 l_483 = float_4{
__expf(l_482.i_0),__expf(l_482.i_1),__expf(l_482.i_2),__expf(l_482.i_3),};
const float_4 l_484 = float_4{
l_458,l_458,l_458,l_458,};
const float_4 l_485 = float_4{
l_483.i_0 * l_484.i_0, l_483.i_1 * l_484.i_1, l_483.i_2 * l_484.i_2, l_483.i_3 * l_484.i_3, };
buffer_2[l_480] = reinterpret_cast< float_4 const&>(l_485);
}
const uint32 l_486 = uint32(2) * uint32(32);
const uint32 l_487 = l_4 + l_486;
const bool l_488 = l_487 < l_20;
if (l_488) {
const float_4 l_489 = l_arr_13[uint32(2)];
const float_4 l_490 = l_arr_14[uint32(2)];
const uint32 l_491 = uint32(0) + l_487;
l_mut_57 = l_489;
const uint32 l_492 = l_461 + l_487;
const float_4 l_493 = float_4{
l_mut_239,l_mut_239,l_mut_239,l_mut_239,};
const float_4 l_494 = float_4{
l_mut_57.i_0 - l_493.i_0, l_mut_57.i_1 - l_493.i_1, l_mut_57.i_2 - l_493.i_2, l_mut_57.i_3 - l_493.i_3, };
const float_4 l_495 = float_4{
__expf(l_494.i_0),__expf(l_494.i_1),__expf(l_494.i_2),__expf(l_494.i_3),};
const float_4 l_496 = float_4{
l_458,l_458,l_458,l_458,};
const float_4 l_497 = float_4{
l_495.i_0 * l_496.i_0, l_495.i_1 * l_496.i_1, l_495.i_2 * l_496.i_2, l_495.i_3 * l_496.i_3, };
buffer_2[l_492] = reinterpret_cast< float_4 const&>(l_497);
}
const uint32 l_498 = uint32(3) * uint32(32);
const uint32 l_499 = l_4 + l_498;
const bool l_500 = l_499 < l_20;
if (l_500) {
const float_4 l_501 = l_arr_13[uint32(3)];
const float_4 l_502 = l_arr_14[uint32(3)];
const uint32 l_503 = uint32(0) + l_499;
l_mut_57 = l_501;
const uint32 l_504 = l_461 + l_499;
const float_4 l_505 = float_4{
l_mut_239,l_mut_239,l_mut_239,l_mut_239,};
const float_4 l_506 = float_4{
l_mut_57.i_0 - l_505.i_0, l_mut_57.i_1 - l_505.i_1, l_mut_57.i_2 - l_505.i_2, l_mut_57.i_3 - l_505.i_3, };
const float_4 l_507 = float_4{
__expf(l_506.i_0),__expf(l_506.i_1),__expf(l_506.i_2),__expf(l_506.i_3),};
const float_4 l_508 = float_4{
l_458,l_458,l_458,l_458,};
const float_4 l_509 = float_4{
l_507.i_0 * l_508.i_0, l_507.i_1 * l_508.i_1, l_507.i_2 * l_508.i_2, l_507.i_3 * l_508.i_3, };
buffer_2[l_504] = reinterpret_cast< float_4 const&>(l_509);
}
l_mut_15 = l_mut_15 + l_12;
}

}
